/**
 * Reads India Post's All India Pincode Directory in data.gov.in's CSV format (one row per post
 * office) and reduces it to one row per pincode: district (shown as the city), state, whether any
 * office delivers, and the offices' mean coordinates. Handles the file's known quirks: state or
 * district 'NA' (inferred from the postal circle or division), pincodes spanning several
 * districts or states (the most common wins), coordinates 'NA' or written as '28.43° N'.
 */

export const DIRECTORY_COLUMNS = [
  "circlename",
  "regionname",
  "divisionname",
  "officename",
  "pincode",
  "officetype",
  "delivery",
  "district",
  "statename",
  "latitude",
  "longitude",
] as const;

/** One office: a value for each of DIRECTORY_COLUMNS, in order. */
type DirectoryRow = [string, string, string, string, string, string, string, string, string, string, string];

export interface PincodeEntry {
  pincode: string;
  district: string;
  state: string;
  delivers: boolean;
  /** Six decimals, or null when no office has coordinates. */
  latitude: string | null;
  longitude: string | null;
}

export interface DirectoryReport {
  offices: number;
  pincodes: number;
  statesInferred: number;
  districtsInferred: number;
  skipped: Record<string, number>;
}

interface Accumulator {
  districts: Map<string, number>;
  states: Map<string, number>;
  circle: string;
  division: string;
  delivers: boolean;
  latitudeSum: number;
  longitudeSum: number;
  located: number;
}

const missing = (value: string) => value === "" || value.toUpperCase() === "NA";

function increment(counts: Map<string, number>, key: string) {
  counts.set(key, (counts.get(key) ?? 0) + 1);
}

function mostCommon(counts: Map<string, number>): string | null {
  let best: string | null = null;
  let bestCount = 0;
  for (const [key, count] of counts) {
    if (count > bestCount) [best, bestCount] = [key, count];
  }
  return best;
}

/** "28.430354° N" → 28.430354; "NA" or anything outside India's bounding box → null. */
function coordinate(text: string, min: number, max: number): number | null {
  const match = /^-?\d+(\.\d+)?/.exec(text.trim());
  if (!match) return null;
  const value = Number(match[0]);
  return value >= min && value <= max ? value : null;
}

export async function readDirectory(
  lines: AsyncIterable<string>,
): Promise<{ entries: PincodeEntry[]; report: DirectoryReport }> {
  const byPincode = new Map<string, Accumulator>();
  const circleStates = new Map<string, Map<string, number>>();
  const skipped: Record<string, number> = {};
  const skip = (reason: string) => (skipped[reason] = (skipped[reason] ?? 0) + 1);
  let offices = 0;
  let header = true;

  for await (const rawLine of lines) {
    const line = rawLine.replace(/^\uFEFF/, "").trimEnd();
    if (line === "") continue;
    const fields = line.split(",").map((field) => field.trim());
    if (header) {
      header = false;
      if (fields.join(",").toLowerCase() !== DIRECTORY_COLUMNS.join(",")) {
        throw new Error(`Not the All India Pincode Directory format: expected columns ${DIRECTORY_COLUMNS.join(",")}`);
      }
      continue;
    }
    if (fields.length !== DIRECTORY_COLUMNS.length) {
      skip("wrong number of columns");
      continue;
    }
    const [circle, , division, , pincode, , delivery, district, state, latitude, longitude] =
      fields as unknown as DirectoryRow;
    if (!/^[1-9]\d{5}$/.test(pincode)) {
      skip("invalid pincode");
      continue;
    }
    offices++;

    let entry = byPincode.get(pincode);
    if (!entry) {
      entry = {
        districts: new Map(),
        states: new Map(),
        circle,
        division,
        delivers: false,
        latitudeSum: 0,
        longitudeSum: 0,
        located: 0,
      };
      byPincode.set(pincode, entry);
    }
    if (!missing(district)) increment(entry.districts, district.toUpperCase());
    if (!missing(state)) {
      increment(entry.states, state.toUpperCase());
      if (!circleStates.has(circle)) circleStates.set(circle, new Map());
      increment(circleStates.get(circle)!, state.toUpperCase());
    }
    if (delivery.toLowerCase() === "delivery") entry.delivers = true;
    const lat = coordinate(latitude, 6, 38);
    const lon = coordinate(longitude, 68, 98);
    if (lat !== null && lon !== null) {
      entry.latitudeSum += lat;
      entry.longitudeSum += lon;
      entry.located++;
    }
  }

  let statesInferred = 0;
  let districtsInferred = 0;
  const entries: PincodeEntry[] = [];
  for (const [pincode, entry] of byPincode) {
    let state = mostCommon(entry.states);
    if (!state) {
      state = mostCommon(circleStates.get(entry.circle) ?? new Map<string, number>());
      statesInferred++;
    }
    let district = mostCommon(entry.districts);
    if (!district) {
      district = entry.division.replace(/\s+division$/i, "").toUpperCase();
      districtsInferred++;
    }
    if (!state || !district) {
      skip("state or district unknown");
      continue;
    }
    entries.push({
      pincode,
      district,
      state,
      delivers: entry.delivers,
      latitude: entry.located ? (entry.latitudeSum / entry.located).toFixed(6) : null,
      longitude: entry.located ? (entry.longitudeSum / entry.located).toFixed(6) : null,
    });
  }
  entries.sort((a, b) => a.pincode.localeCompare(b.pincode));
  return {
    entries,
    report: { offices, pincodes: entries.length, statesInferred, districtsInferred, skipped },
  };
}
