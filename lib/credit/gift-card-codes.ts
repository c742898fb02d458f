/**
 * Gift card codes. A code is money to whoever holds it, so it is long enough not to be guessed
 * (16 characters of 31: about 79 bits), free of look-alike characters (no 0/O, 1/I/L) for reading
 * aloud or typing from a phone, and stored only as a hash (lib/credit/ledger.ts).
 */
import "server-only";
import { createHash, randomInt } from "node:crypto";
import { normalizeGiftCardCode } from "./typed-code";

const ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
const GROUPS = 4;
const GROUP_LENGTH = 4;

/** "7KQ2-M9XD-…": four groups of four, readable on a card or in a message. */
export function newGiftCardCode(): string {
  const groups = Array.from({ length: GROUPS }, () =>
    Array.from({ length: GROUP_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join(""),
  );
  return groups.join("-");
}

/** A code as typed could be one of ours: checked before any lookup, so junk costs no query. */
export const looksLikeGiftCardCode = (typed: string): boolean =>
  new RegExp(`^[${ALPHABET}]{${GROUPS * GROUP_LENGTH}}$`).test(normalizeGiftCardCode(typed));

export const giftCardCodeHash = (typed: string): string =>
  createHash("sha256").update(normalizeGiftCardCode(typed)).digest("hex");

/** What screens show of a code: its last group. */
export const giftCardCodeHint = (code: string): string => `•••• ${normalizeGiftCardCode(code).slice(-GROUP_LENGTH)}`;
