/**
 * An amount in Hindi words, in the Indian numbering system (हज़ार, लाख, करोड़), for a Hindi tax
 * invoice: 149950 paise → "एक हज़ार चार सौ निन्यानवे रुपये और पचास पैसे मात्र". Hindi has a word
 * of its own for each number below a hundred, so they are listed, not composed.
 */
import type { Paise } from "../money";

// Ten to a row: the row is the tens digit.
// prettier-ignore
const BELOW_HUNDRED = [
  "शून्य", "एक", "दो", "तीन", "चार", "पाँच", "छह", "सात", "आठ", "नौ",
  "दस", "ग्यारह", "बारह", "तेरह", "चौदह", "पंद्रह", "सोलह", "सत्रह", "अठारह", "उन्नीस",
  "बीस", "इक्कीस", "बाईस", "तेईस", "चौबीस", "पच्चीस", "छब्बीस", "सत्ताईस", "अट्ठाईस", "उनतीस",
  "तीस", "इकतीस", "बत्तीस", "तैंतीस", "चौंतीस", "पैंतीस", "छत्तीस", "सैंतीस", "अड़तीस", "उनतालीस",
  "चालीस", "इकतालीस", "बयालीस", "तैंतालीस", "चवालीस", "पैंतालीस", "छियालीस", "सैंतालीस", "अड़तालीस", "उनचास",
  "पचास", "इक्यावन", "बावन", "तिरपन", "चौवन", "पचपन", "छप्पन", "सत्तावन", "अट्ठावन", "उनसठ",
  "साठ", "इकसठ", "बासठ", "तिरसठ", "चौंसठ", "पैंसठ", "छियासठ", "सड़सठ", "अड़सठ", "उनहत्तर",
  "सत्तर", "इकहत्तर", "बहत्तर", "तिहत्तर", "चौहत्तर", "पचहत्तर", "छिहत्तर", "सतहत्तर", "अठहत्तर", "उन्यासी",
  "अस्सी", "इक्यासी", "बयासी", "तिरासी", "चौरासी", "पचासी", "छियासी", "सत्तासी", "अट्ठासी", "नवासी",
  "नब्बे", "इक्यानवे", "बानवे", "तिरानवे", "चौरानवे", "पंचानवे", "छियानवे", "सत्तानवे", "अट्ठानवे", "निन्यानवे",
];

/** A whole number in Hindi words; करोड़ repeats for amounts of a hundred crore and more. */
export function hindiNumberInWords(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`Not a whole number: ${value}`);
  if (value < 100) return BELOW_HUNDRED[value]!;
  const groups: [number, string][] = [
    [Math.floor(value / 1_00_00_000), "करोड़"],
    [Math.floor(value / 1_00_000) % 100, "लाख"],
    [Math.floor(value / 1000) % 100, "हज़ार"],
    [Math.floor(value / 100) % 10, "सौ"],
  ];
  const words = groups.flatMap(([count, unit]) => {
    if (count === 0) return [];
    return [`${unit === "करोड़" ? hindiNumberInWords(count) : BELOW_HUNDRED[count]} ${unit}`];
  });
  if (value % 100 > 0) words.push(BELOW_HUNDRED[value % 100]!);
  return words.join(" ");
}

/** "… रुपये और … पैसे मात्र"; the paise part is left out when there are none. */
export function amountInHindiWords(paise: Paise): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`Not an amount in paise: ${paise}`);
  const rupees = `${hindiNumberInWords(Math.floor(paise / 100))} रुपये`;
  const fraction = paise % 100;
  return fraction === 0 ? `${rupees} मात्र` : `${rupees} और ${BELOW_HUNDRED[fraction]} पैसे मात्र`;
}
