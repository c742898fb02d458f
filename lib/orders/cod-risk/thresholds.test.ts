/**
 * The operator's cash on delivery thresholds: saved from the admin form only, checked, and read by
 * the next rating. Runs one at a time (vitest.config.ts): the thresholds are every checkout's.
 */
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { browserCookies } from "@/test/support/browser-cookies";
import { signInToAdminAs } from "@/test/support/users-and-products";
import { db } from "@/lib/db";
import { DEFAULT_THRESHOLDS, loadThresholds } from "./thresholds";
import { saveCodRulesAction } from "@/app/[locale]/admin/cod-rules/actions";

vi.mock("next/headers", () => import("@/test/support/browser-cookies"));

beforeEach(() => browserCookies.clear());
afterAll(() => db().codRiskSettings.deleteMany());

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

const rules = {
  minShipments: "30",
  feeAtReturnRate: "20",
  prepaidOnlyAtReturnRate: "35",
  feeAfterMissedOrders: "0",
  prepaidOnlyAfterMissedOrders: "3",
  firstOrderFeeAbove: "3000",
  prepaidOnlyAbove: "15000.50",
  riskFee: "75.00",
};

describe("the cash on delivery rules' thresholds", () => {
  it("are saved by an operator and read by the next rating; a checkbox left out turns its rule off", async () => {
    const admin = await signInToAdminAs("ADMIN");
    expect(await saveCodRulesAction(null, form(rules))).toMatchObject({ ok: true });
    expect(await loadThresholds()).toEqual({
      minShipments: 30,
      feeAtReturnRate: 20,
      prepaidOnlyAtReturnRate: 35,
      feeAfterMissedOrders: 0,
      prepaidOnlyAfterMissedOrders: 3,
      firstOrderFeeAbove: 3_000_00,
      prepaidOnlyAbove: 15_000_50,
      riskFee: 75_00,
      refuseUnreachable: false,
    });
    expect(await db().codRiskSettings.findUniqueOrThrow({ where: { id: 1 } })).toMatchObject({ updatedById: admin.id });
  });

  it("refuse bad input and a shopper, changing nothing", async () => {
    await db().codRiskSettings.deleteMany();
    await signInToAdminAs("ADMIN");
    for (const bad of [
      { ...rules, feeAtReturnRate: "40", prepaidOnlyAtReturnRate: "35" },
      { ...rules, prepaidOnlyAtReturnRate: "101" },
      { ...rules, riskFee: "-5" },
      { ...rules, minShipments: "0" },
      { ...rules, firstOrderFeeAbove: "5,000" },
    ]) {
      expect(await saveCodRulesAction(null, form(bad)), JSON.stringify(bad)).toMatchObject({ ok: false });
    }
    browserCookies.clear();
    await signInToAdminAs("CUSTOMER");
    expect(await saveCodRulesAction(null, form(rules))).toEqual({
      ok: false,
      message: "Only store administrators can do this",
    });
    expect(await loadThresholds()).toEqual(DEFAULT_THRESHOLDS);
  });
});
