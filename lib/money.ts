/**
 * Money is integer paise everywhere in code; the database stores Decimal(10,2) rupees.
 * Conversions go through strings so no value ever passes through floating point.
 */

/** An amount in paise (1 rupee = 100 paise). Always an integer. */
export type Paise = number;

/** Anything Prisma returns for a Decimal column (Decimal.js instance) or its string form. */
export interface DecimalLike {
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

/** Indian digit grouping: the last three digits, then pairs (12345678 → "1,23,45,678"). */
function groupIndian(digits: string): string {
  const lastThree = digits.slice(-3);
  const rest = digits.slice(0, -3);
  return rest ? `${rest.replace(/\B(?=(\d{2})+$)/g, ",")},${lastThree}` : lastThree;
}

/**
 * "₹1,499.00": Indian digit grouping, always two decimals. The only money formatter of the store
 * (pages, e-mails, invoices); built from the exact string form, so no float or engine-specific
 * Intl behaviour can print "₹3,198.0".
 */
export function formatRupees(paise: Paise): string {
  const [sign, rupees, fraction] = /^(-?)(\d+)\.(\d\d)$/.exec(toRupeeString(paise))!.slice(1);
  return `${sign}₹${groupIndian(rupees!)}.${fraction}`;
}

/** Paise as a JSON number of rupees (the API's wire format, SPEC §3): 149950 → 1499.5. */
export function toRupeeNumber(paise: Paise): number {
  return Number(toRupeeString(paise));
}

/** A JSON number of rupees from the API (at most two decimals) as paise: 1499.5 → 149950. */
export function rupeesToPaise(rupees: number): Paise {
  return toPaise(rupees.toFixed(2));
}
