import { beforeAll, describe, expect, it } from "vitest";
import { GET as exportReturns } from "@/app/api/admin/reports/returns/route";
import { routeResponse } from "@/test/support/call-route";
import { seedShipmentHistory, type PastParcel } from "@/test/support/shipment-history";
import { adminSessionCookie, createUser } from "@/test/support/users-and-products";
import { db } from "../db";
import type { Period } from "./period";
import { returnsCsv } from "./returns-csv";
import { confirmationFigures, returnRates, ruleEffects } from "./returns-report";

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);
/** A window of this file's own, long ago: no other test writes there. */
const PERIOD: Period = { from: daysAgo(300), to: daysAgo(280) };

const STATE = { district: "REPORT TEST", state: "REPORT TEST STATE", delivers: true };

const parcels = (count: number, returned: number, parcel: Omit<PastParcel, "outcome">): PastParcel[] =>
  Array.from({ length: count }, (_, index) => ({
    ...parcel,
    outcome: index < returned ? "RTO" : "DELIVERED_FIRST_ATTEMPT",
  }));

beforeAll(async () => {
  for (const pincode of ["560911", "560912"]) {
    await db().pincode.upsert({ where: { pincode }, create: { pincode, ...STATE }, update: STATE });
  }
  const { user } = await createUser();
  const early = { createdAt: daysAgo(290) };
  const later = { createdAt: daysAgo(283) };
  const orders = await seedShipmentHistory(user.id, [
    ...parcels(6, 3, { pincode: "560911", courierName: "Report Courier A", ...early }),
    ...parcels(4, 1, { pincode: "560912", courierName: "Report Courier B", ...later }),
    ...parcels(5, 0, { pincode: "560912", courierName: "Report Courier B", paymentMethod: "PHONEPE", ...later }),
    // Lost, not finished: in no rate.
    { pincode: "560911", outcome: "LOST", ...early },
  ]);
  // Ten COD orders asked to confirm: 6 confirmed, 1 paid online, 1 cancelled, 1 expired, 1 waiting.
  const answers = [
    "CONFIRMED",
    "CONFIRMED",
    "CONFIRMED",
    "CONFIRMED",
    "CONFIRMED",
    "CONFIRMED",
    "PAID_ONLINE",
    "CANCELLED",
    "EXPIRED",
    null,
  ] as const;
  await db().codConfirmation.createMany({
    data: answers.map((answer, index) => ({
      orderId: orders[index]!,
      code: `report${String(index).padStart(10, "0")}`,
      remindAt: early.createdAt,
      expiresAt: early.createdAt,
      answer,
      createdAt: early.createdAt,
    })),
  });
  // The rules' decisions: a COD refusal, two orders paid online when asked to, one over the fee, two COD orders with it.
  const decision = (
    orderId: string | null,
    paymentMethod: "COD" | "PHONEPE",
    outcome: "PREPAID_ONLY" | "FEE" | "ALLOW",
    fee = "0",
  ) => ({
    userId: user.id,
    orderId,
    paymentMethod,
    outcome,
    reasons: [],
    fee,
    inputs: {},
    thresholds: {},
    createdAt: later.createdAt,
  });
  await db().codRiskDecision.createMany({
    data: [
      decision(null, "COD", "PREPAID_ONLY"),
      decision(orders[10]!, "PHONEPE", "PREPAID_ONLY"),
      decision(orders[11]!, "PHONEPE", "PREPAID_ONLY"),
      decision(orders[12]!, "PHONEPE", "FEE"),
      decision(orders[0]!, "COD", "FEE", "50"),
      decision(orders[1]!, "COD", "FEE", "75.50"),
      decision(orders[2]!, "COD", "ALLOW"),
    ],
  });
});

describe("where returns come from", () => {
  it("counts the period's finished parcels and those that came back, by each dimension", async () => {
    expect(await returnRates("pincode", PERIOD)).toEqual([
      { key: "560912", finished: 9, returned: 1 },
      { key: "560911", finished: 6, returned: 3 },
    ]);
    expect(await returnRates("state", PERIOD)).toEqual([{ key: "REPORT TEST STATE", finished: 15, returned: 4 }]);
    expect(await returnRates("courier", PERIOD)).toEqual([
      { key: "Report Courier B", finished: 9, returned: 1 },
      { key: "Report Courier A", finished: 6, returned: 3 },
    ]);
    expect(await returnRates("payment", PERIOD)).toEqual([
      { key: "Cash on delivery", finished: 10, returned: 4 },
      { key: "Paid online", finished: 5, returned: 0 },
    ]);
    const weeks = await returnRates("week", PERIOD);
    expect(weeks.map(({ finished, returned }) => [finished, returned])).toEqual([
      [6, 3],
      [9, 1],
    ]);
    const [first, second] = weeks.map(({ key }) => new Date(`${key}T00:00:00Z`));
    expect(second!.getTime() - first!.getTime()).toBe(7 * DAY);
    expect(first!.getUTCDay()).toBe(1);
  });

  it("says how cash on delivery orders answered, and what the rules changed", async () => {
    expect(await confirmationFigures(PERIOD)).toEqual({
      asked: 10,
      confirmed: 6,
      paidOnline: 1,
      cancelled: 1,
      expired: 1,
      waiting: 1,
    });
    expect(await ruleEffects(PERIOD)).toEqual({
      rated: 7,
      codRefused: 1,
      steeredToPrepaid: 2,
      paidOnlineOverFee: 1,
      codWithFee: 2,
      feesCharged: 125_50,
    });
  });

  it("exports each measure as CSV with its rate, to the operator only", async () => {
    expect(await returnsCsv("courier", PERIOD)).toBe(
      "Courier,Parcels finished,Came back undelivered,Return rate (%)\r\n" +
        "Report Courier B,9,1,11.1\r\nReport Courier A,6,3,50.0\r\n",
    );
    expect(await returnsCsv("confirmation", PERIOD)).toContain("Confirmed,6,66.7\r\n");
    expect(await returnsCsv("rules", PERIOD)).toContain("Extra fees charged (₹),125.50\r\n");

    const { user: admin } = await createUser({ role: "ADMIN" });
    const { token } = await createUser();
    const ask = (query: Record<string, string>, headers: Record<string, string>) =>
      routeResponse(exportReturns, { method: "GET", query, headers });
    const cookie = await adminSessionCookie(admin.id);
    const answered = await ask({ measure: "state", days: "30" }, { cookie });
    expect(answered.status).toBe(200);
    expect(answered.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect((await answered.text()).split("\r\n")[0]).toBe(
      "State,Parcels finished,Came back undelivered,Return rate (%)",
    );
    expect((await ask({ measure: "state" }, { authorization: `Bearer ${token}` })).status).toBe(401);
    const refused: Record<string, string>[] = [{ measure: "everything" }, { measure: "state", days: "7" }];
    for (const query of refused) {
      expect((await ask(query, { cookie })).status).toBe(400);
    }
  });
});
