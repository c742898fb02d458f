/**
 * Integration: the importer loads India Post's real directory (../shared/data/pincodes), and the
 * delivery module answers from it.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "../db";
import { findServiceablePincode, quoteDelivery } from "./delivery";
import { readDirectory } from "./pincode-directory";
import { importPincodeDirectory } from "./pincode-store";

const officialDirectory = path.resolve(
  "..",
  "shared",
  "data",
  "pincodes",
  "all_india_pincode_directory_2025-10-03.csv.gz",
);

describe.runIf(existsSync(officialDirectory))("the official pincode directory", () => {
  let report: Awaited<ReturnType<typeof importPincodeDirectory>>;

  beforeAll(async () => {
    report = await importPincodeDirectory(officialDirectory);
  }, 120_000);

  it("reduces every office to one row per pincode, inferring the missing states", () => {
    expect(report).toMatchObject({ offices: 165_627, pincodes: 19_586, statesInferred: 100, skipped: {} });
  });

  it("is idempotent", async () => {
    const before = await db().pincode.count();
    await importPincodeDirectory(officialDirectory);
    expect(await db().pincode.count()).toBe(before);
    expect(before).toBe(19_586);
  }, 120_000);

  it.each([
    ["342001", "Jodhpur", "Rajasthan", "A", true],
    ["302001", "Jaipur", "Rajasthan", "B", true],
    ["110001", "New Delhi", "Delhi", "C", true],
    ["400001", "Mumbai", "Maharashtra", "C", true],
    ["751001", "Khordha", "Odisha", "D", true],
    ["793001", "East Khasi Hills", "Meghalaya", "E", false],
    ["190001", "Srinagar", "Jammu and Kashmir", "E", false],
  ])("%s is %s, %s: zone %s, COD %s", async (pincode, city, state, zone, cod) => {
    expect(await findServiceablePincode(pincode)).toMatchObject({
      zone,
      place: { city, state, codAvailable: cod },
    });
  });

  it("does not deliver to unknown, non-delivering or Army Postal Service pincodes", async () => {
    expect(await findServiceablePincode("999999")).toBeNull();
    expect(await findServiceablePincode("144009")).toBeNull();
    expect(await findServiceablePincode("900056")).toBeNull();
  });

  it("quotes 2.3 kg cash on delivery to Mumbai from the zone C rate card", async () => {
    const quote = await quoteDelivery({ pincode: "400001", weightGrams: 2_300, paymentMethod: "COD" });
    // ₹40.10 + 4 × ₹38.90 + ₹40.00 COD fee.
    expect(quote.total).toBe(4_010 + 4 * 3_890 + 4_000);
  });
});

describe("readDirectory", () => {
  const header =
    "circlename,regionname,divisionname,officename,pincode,officetype,delivery,district,statename,latitude,longitude";
  const read = (rows: string[]) => readDirectory(Readable.from([header, ...rows]));

  it("handles NA states and districts, degree-suffixed coordinates and bad rows", async () => {
    const { entries, report } = await read([
      "Haryana Circle,NA,Faridabad Division,PYALA BO,121004,BO,Delivery,NA,NA,28.430354° N,77.358526° E",
      "Haryana Circle,X,Ambala Division,Ambala SO,133001,PO,Delivery,AMBALA,HARYANA,30.37,76.78",
      "Haryana Circle,X,Ambala Division,Ambala BO,133001,BO,Non Delivery,AMBALA,HARYANA,NA,NA",
      "Haryana Circle,X,Ambala Division,Broken,0123AB,BO,Delivery,AMBALA,HARYANA,NA,NA",
      "too,few,columns",
    ]);
    expect(entries).toEqual([
      {
        pincode: "121004",
        district: "FARIDABAD",
        state: "HARYANA",
        delivers: true,
        latitude: "28.430354",
        longitude: "77.358526",
      },
      {
        pincode: "133001",
        district: "AMBALA",
        state: "HARYANA",
        delivers: true,
        latitude: "30.370000",
        longitude: "76.780000",
      },
    ]);
    expect(report).toMatchObject({
      offices: 3,
      statesInferred: 1,
      districtsInferred: 1,
      skipped: { "invalid pincode": 1, "wrong number of columns": 1 },
    });
  });

  it("picks the most common district and state of a pincode spanning several", async () => {
    const { entries } = await read([
      "C,X,D,A,500001,PO,Non Delivery,HYDERABAD,TELANGANA,NA,NA",
      "C,X,D,B,500001,BO,Non Delivery,HYDERABAD,TELANGANA,NA,NA",
      "C,X,D,C,500001,BO,Non Delivery,RANGAREDDY,ANDHRA PRADESH,NA,NA",
    ]);
    expect(entries[0]).toMatchObject({ district: "HYDERABAD", state: "TELANGANA", delivers: false, latitude: null });
  });

  it("refuses to import a directory with no usable rows, keeping the one it has", async () => {
    const { savePincodes } = await import("./pincode-store");
    await expect(savePincodes([])).rejects.toThrow(/no usable rows/);
  });

  it("refuses a file in another format", async () => {
    await expect(readDirectory(Readable.from(["pin,city,state", "342001,Jodhpur,Rajasthan"]))).rejects.toThrow(
      /Not the All India Pincode Directory format/,
    );
  });
});
