/**
 * How many SMS (credits) a text takes. GSM-7 texts: 160 septets in one SMS, 153 per part when
 * split (the rest carries the concatenation header). Anything outside GSM-7, such as Hindi in
 * Devanagari, goes as UCS-2: 70 UTF-16 units in one SMS, 67 per part.
 */

/** GSM 03.38 basic character set (without the escape): one septet each. */
const GSM_BASIC = new Set(
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà",
);
/** The extension table: sent as escape + character, two septets each. */
const GSM_EXTENDED = new Set("^{}\\[~]|€\f");

const DEVANAGARI = /[\u0900-\u097F]/;

function gsmSeptets(text: string): number | undefined {
  let septets = 0;
  for (const char of text) {
    if (GSM_BASIC.has(char)) septets += 1;
    else if (GSM_EXTENDED.has(char)) septets += 2;
    else return undefined;
  }
  return septets;
}

const parts = (length: number, single: number, perPart: number) => (length <= single ? 1 : Math.ceil(length / perPart));

export function countCredits(text: string): number {
  const septets = gsmSeptets(text);
  return septets === undefined ? parts(text.length, 70, 67) : parts(septets, 160, 153);
}

export const languageOf = (text: string): "hi" | "en" => (DEVANAGARI.test(text) ? "hi" : "en");
