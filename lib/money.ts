/**
 * Money is integer paise everywhere in code; the database stores Decimal(10,2) rupees.
 * Conversions go through strings so no value ever passes through floating point.
 */

/** An amount in paise (1 rupee = 100 paise). Always an integer. */
export type Paise = number;

/** Anything Prisma returns for a Decimal column (Decimal.js instance) or its string form. */
interface DecimalLike {
  toFixed(decimalPlaces: number): string;
}

const rupeesPattern = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;

/** Converts a database Decimal (or a "1499.00"-style string) to paise. */
export function toPaise(value: DecimalLike | string): Paise {
  const text = typeof value === "string" ? value.trim() : value.toFixed(2);
  const match = rupeesPattern.exec(text);
  if (!match) throw new RangeError(`Not a rupee amount with at most two decimals: ${text}`);
  const [, sign, rupees = "0", fraction = ""] = match;
  const paise = Number(rupees) * 100 + Number(fraction.padEnd(2, "0"));
  if (!Number.isSafeInteger(paise)) throw new RangeError(`Amount out of range: ${text}`);
  return sign ? -paise : paise;
}

/** Converts paise to the "1499.00" string form a Decimal column accepts. */
export function toRupeeString(paise: Paise): string {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`Paise must be an integer: ${paise}`);
  const sign = paise < 0 ? "-" : "";
  const absolute = Math.abs(paise);
  return `${sign}${Math.trunc(absolute / 100)}.${String(absolute % 100).padStart(2, "0")}`;
}

const rupeeFormat = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** "₹1,499.00": Indian digit grouping, two decimals. */
export function formatRupees(paise: Paise): string {
  return rupeeFormat.format(paise / 100);
}

/** Paise as a JSON number of rupees (the API's wire format, SPEC §3): 149950 → 1499.5. */
export function toRupeeNumber(paise: Paise): number {
  return Number(toRupeeString(paise));
}

/** A JSON number of rupees from the API (at most two decimals) as paise: 1499.5 → 149950. */
export function rupeesToPaise(rupees: number): Paise {
  return toPaise(rupees.toFixed(2));
}
