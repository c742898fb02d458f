/**
 * Contact details a courier cannot use (issue #33): a phone number typed to get past the form
 * (9999999999, 9876543210) or a street too short to find a door by. Deliberately narrow: a real
 * but unusual number or a short village address must never be refused.
 */
import { normalizePhone } from "../../validation/form-rules";

export type UnreachableContact = "phone" | "address";

/** Nine or more of one digit, or ten digits each one up or down from the last. */
export function phoneLooksUnreachable(phone: string): boolean {
  const digits = normalizePhone(phone);
  const counts = new Map<string, number>();
  for (const digit of digits) counts.set(digit, (counts.get(digit) ?? 0) + 1);
  if (Math.max(0, ...counts.values()) >= 9) return true;
  const steps = [...digits].slice(1).map((digit, index) => (Number(digit) - Number(digits[index]) + 10) % 10);
  return steps.length >= 9 && (steps.every((step) => step === 1) || steps.every((step) => step === 9));
}

/** A house, street or landmark needs at least this many letters and digits. */
const LEAST_STREET_CHARACTERS = 6;

/** Too few letters and digits, or one character over and over ("xxxxxxxx", "........"). */
export function streetLooksUnreachable(street: string): boolean {
  const characters = street.toLowerCase().match(/[\p{L}\p{N}]/gu) ?? [];
  return characters.length < LEAST_STREET_CHARACTERS || new Set(characters).size <= 2;
}

export function unreachableContact({ phone, street }: { phone: string; street: string }): UnreachableContact | null {
  if (phoneLooksUnreachable(phone)) return "phone";
  if (streetLooksUnreachable(street)) return "address";
  return null;
}
