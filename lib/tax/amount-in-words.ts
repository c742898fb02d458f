/**
 * An amount in words as Indian invoices write it, in the Indian numbering system (thousand, lakh,
 * crore): 149950 paise → "Rupees One Thousand Four Hundred Ninety-Nine and Fifty Paise Only".
 */
import type { Paise } from "../money";

const ONES = [
  "Zero",
  "One",
  "Two",
  "Three",
  "Four",
  "Five",
  "Six",
  "Seven",
  "Eight",
  "Nine",
  "Ten",
  "Eleven",
  "Twelve",
  "Thirteen",
  "Fourteen",
  "Fifteen",
  "Sixteen",
  "Seventeen",
  "Eighteen",
  "Nineteen",
];
const TENS = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"];

/** 0–99. */
function belowHundred(value: number): string {
  if (value < 20) return ONES[value]!;
  const ones = value % 10;
  return ones === 0 ? TENS[Math.floor(value / 10)]! : `${TENS[Math.floor(value / 10)]}-${ONES[ones]}`;
}

/** 1–999. */
function belowThousand(value: number): string {
  const hundreds = Math.floor(value / 100);
  const rest = value % 100;
  const words = hundreds > 0 ? [`${ONES[hundreds]} Hundred`] : [];
  if (rest > 0) words.push(belowHundred(rest));
  return words.join(" ");
}

/** A whole number in Indian words; crores repeat for amounts of a hundred crore and more. */
export function indianNumberInWords(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`Not a whole number: ${value}`);
  if (value === 0) return ONES[0]!;
  const crores = Math.floor(value / 1_00_00_000);
  const lakhs = Math.floor(value / 1_00_000) % 100;
  const thousands = Math.floor(value / 1000) % 100;
  const rest = value % 1000;
  const words: string[] = [];
  if (crores > 0) words.push(`${indianNumberInWords(crores)} Crore`);
  if (lakhs > 0) words.push(`${belowHundred(lakhs)} Lakh`);
  if (thousands > 0) words.push(`${belowHundred(thousands)} Thousand`);
  if (rest > 0) words.push(belowThousand(rest));
  return words.join(" ");
}

/** "Rupees … and … Paise Only"; the paise part is left out when there are none. */
export function amountInWords(paise: Paise): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`Not an amount in paise: ${paise}`);
  const rupees = Math.floor(paise / 100);
  const fraction = paise % 100;
  const rupeeWords = `Rupees ${indianNumberInWords(rupees)}`;
  return fraction === 0 ? `${rupeeWords} Only` : `${rupeeWords} and ${belowHundred(fraction)} Paise Only`;
}
