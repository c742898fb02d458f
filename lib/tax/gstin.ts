/**
 * GSTIN validation: 15 characters — 2-digit state code, the holder's PAN (5 letters, 4 digits,
 * 1 letter), the registration's entity number (1-9 or A-Z), the letter Z, and a check character
 * computed over the first 14 with the GST Network's mod-36 algorithm (Luhn mod N over 0-9A-Z).
 */
import { gstStateByCode } from "./states";

const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** The check character for the first 14 characters of a GSTIN. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index++) {
    const value = ALPHABET.indexOf(first14.charAt(index));
    // Odd positions (from the left, 1-based) weigh 1, even ones 2; the product's base-36 digits add up.
    const product = value * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET.charAt((36 - (sum % 36)) % 36);
}

/** What is wrong with a GSTIN: its length, its shape, its state code or its check character. */
export type GstinProblem = "length" | "shape" | "state" | "check";

/** Why `gstin` is not a valid GSTIN, or null when it is. */
export function gstinProblem(gstin: string): GstinProblem | null {
  if (gstin.length !== 15) return "length";
  if (!GSTIN_PATTERN.test(gstin)) return "shape";
  if (!gstStateByCode(gstin.slice(0, 2))) return "state";
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin.charAt(14)) return "check";
  return null;
}

/** The GST state a valid GSTIN is registered in (its first two digits). */
export const gstinState = (gstin: string) => gstStateByCode(gstin.slice(0, 2));

/** A GSTIN as typed ("27 aapfu0939f1zv") in its one written form. */
export const normaliseGstin = (typed: string) => typed.replace(/[\s-]/g, "").toUpperCase();
