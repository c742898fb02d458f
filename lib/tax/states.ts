/**
 * India's states and union territories with their GST state codes (the first two digits of a
 * GSTIN, and the code printed beside the place of supply). Codes as the GST Network lists them.
 */

export interface GstState {
  name: string;
  code: string;
}

export const GST_STATES: readonly GstState[] = [
  { name: "Jammu and Kashmir", code: "01" },
  { name: "Himachal Pradesh", code: "02" },
  { name: "Punjab", code: "03" },
  { name: "Chandigarh", code: "04" },
  { name: "Uttarakhand", code: "05" },
  { name: "Haryana", code: "06" },
  { name: "Delhi", code: "07" },
  { name: "Rajasthan", code: "08" },
  { name: "Uttar Pradesh", code: "09" },
  { name: "Bihar", code: "10" },
  { name: "Sikkim", code: "11" },
  { name: "Arunachal Pradesh", code: "12" },
  { name: "Nagaland", code: "13" },
  { name: "Manipur", code: "14" },
  { name: "Mizoram", code: "15" },
  { name: "Tripura", code: "16" },
  { name: "Meghalaya", code: "17" },
  { name: "Assam", code: "18" },
  { name: "West Bengal", code: "19" },
  { name: "Jharkhand", code: "20" },
  { name: "Odisha", code: "21" },
  { name: "Chhattisgarh", code: "22" },
  { name: "Madhya Pradesh", code: "23" },
  { name: "Gujarat", code: "24" },
  { name: "Dadra and Nagar Haveli and Daman and Diu", code: "26" },
  { name: "Maharashtra", code: "27" },
  { name: "Karnataka", code: "29" },
  { name: "Goa", code: "30" },
  { name: "Lakshadweep", code: "31" },
  { name: "Kerala", code: "32" },
  { name: "Tamil Nadu", code: "33" },
  { name: "Puducherry", code: "34" },
  { name: "Andaman and Nicobar Islands", code: "35" },
  { name: "Telangana", code: "36" },
  { name: "Andhra Pradesh", code: "37" },
  { name: "Ladakh", code: "38" },
];

/** Older or informal names shoppers and the pincode directory still use. */
const ALIASES: Record<string, string> = {
  orissa: "Odisha",
  pondicherry: "Puducherry",
  uttaranchal: "Uttarakhand",
  newdelhi: "Delhi",
  nctofdelhi: "Delhi",
  nationalcapitalterritoryofdelhi: "Delhi",
  andamanandnicobar: "Andaman and Nicobar Islands",
  dadraandnagarhaveli: "Dadra and Nagar Haveli and Daman and Diu",
  damananddiu: "Dadra and Nagar Haveli and Daman and Diu",
  thedadraandnagarhavelianddamananddiu: "Dadra and Nagar Haveli and Daman and Diu",
};

/** "JAMMU & KASHMIR", "Jammu and Kashmir" → "jammuandkashmir". */
const key = (name: string) =>
  name
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^a-z]/g, "");

const BY_KEY = new Map(GST_STATES.map((state) => [key(state.name), state]));
const BY_CODE = new Map(GST_STATES.map((state) => [state.code, state]));

/** The state or union territory a name means, however it is spelt; undefined when none. */
export function findGstState(name: string): GstState | undefined {
  const normalised = key(name);
  const alias = ALIASES[normalised];
  return BY_KEY.get(alias ? key(alias) : normalised);
}

export const gstStateByCode = (code: string): GstState | undefined => BY_CODE.get(code);
