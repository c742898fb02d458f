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

/** A stored Decimal as rupees with two decimals ("1499.00"), as forms and CSV cells write them; "" for none. */
export const rupeeText = (value: DecimalLike | null): string => (value === null ? "" : toRupeeString(toPaise(value)));

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

/**
 * Splits `amount` paise into shares proportional to `weights`, adding up to `amount` exactly:
 * each share is rounded down, and the paise left go one each to the largest remainders (the
 * earlier share on a tie). How a cart-wide discount spreads over invoice lines (docs/GST.md).
 */
export function apportion(amount: Paise, weights: readonly number[]): Paise[] {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`Not paise to share: ${amount}`);
  if (weights.some((weight) => !Number.isSafeInteger(weight) || weight < 0)) {
    throw new RangeError(`Weights must be non-negative integers: ${weights.join(", ")}`);
  }
  const whole = weights.reduce((sum, weight) => sum + BigInt(weight), 0n);
  if (whole === 0n) {
    if (amount === 0) return weights.map(() => 0);
    throw new RangeError("Cannot share an amount over nothing");
  }
  // BigInt: amount × weight can pass 2^53 for large orders.
  const exact = weights.map((weight) => BigInt(amount) * BigInt(weight));
  const shares = exact.map((product) => Number(product / whole));
  let left = amount - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = exact
    .map((product, index) => ({ index, remainder: product % whole }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of byRemainder) {
    if (left === 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}

/**
 * The share of `amount` that `part` of `whole` units carry, to the nearest paisa (halves up): all
 * of it for all the units. Taking each share off what is left keeps the shares adding up exactly.
 */
export function proportionOf(amount: Paise, part: number, whole: number): Paise {
  if (part === whole) return amount;
  return Number((BigInt(amount) * BigInt(part) * 2n + BigInt(whole)) / (2n * BigInt(whole)));
}

/** `percent` % of `amount`, to the nearest paisa (halves up). */
export function percentOf(amount: Paise, percent: number): Paise {
  return Math.floor((amount * percent * 2 + 100) / 200);
}
