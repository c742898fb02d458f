/**
 * /admin/alerts: only an admin's cookie session reads or changes alerts, and only their own; a
 * shopper, even with a shopper's token in the admin cookie, sees the ordinary 404 and changes
 * nothing. Each channel's choice is recorded as the admin's consent, given and withdrawn.
 */
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { stopAlerts } from "@/test/support/operator-alerts";
import { browserCookies } from "@/test/support/browser-cookies";
import { signInToAdminAs } from "@/test/support/users-and-products";
import { saveOperatorAlertsAction } from "./actions";
import AdminAlerts from "./page";

vi.mock("next/headers", () => import("@/test/support/browser-cookies"));

beforeEach(() => browserCookies.clear());
const admins: string[] = [];
afterAll(() => Promise.all(admins.map(stopAlerts)));

const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
};

const consentOf = (userId: string) =>
  db().consentRecord.findMany({
    where: { userId },
    // A save records both channels in one transaction, at one time: e-mail's first.
    orderBy: [{ createdAt: "asc" }, { purpose: "asc" }],
    select: { purpose: true, granted: true, wording: true, source: true },
  });

describe("the alerts page and its action", () => {
  it("refuse a shopper: the page is the ordinary 404 and nothing is saved", async () => {
    const shopper = await signInToAdminAs("CUSTOMER");
    await expect(AdminAlerts()).rejects.toMatchObject({ digest: "NEXT_HTTP_ERROR_FALLBACK;404" });
    expect(await saveOperatorAlertsAction(null, formOf({ newOrders: "EACH", byEmail: "on" }))).toEqual({
      ok: false,
      message: "Only store administrators can do this",
    });
    expect(await db().operatorAlert.count({ where: { userId: shopper.id } })).toBe(0);
    expect(await consentOf(shopper.id)).toEqual([]);
  });

  it("save an admin's own choice and record each channel's consent, given and withdrawn", async () => {
    const admin = await signInToAdminAs("ADMIN");
    admins.push(admin.id);
    const phone = `+91 ${admin.phone!.slice(0, 5)} ${admin.phone!.slice(5)}`;
    expect(await AdminAlerts()).toBeTruthy();

    const saved = await saveOperatorAlertsAction(null, formOf({ newOrders: "EACH", byEmail: "on", byWhatsApp: "on" }));
    expect(saved).toEqual({ ok: true, message: "Saved: your alerts are on" });
    expect(await db().operatorAlert.findUniqueOrThrow({ where: { userId: admin.id } })).toMatchObject({
      newOrders: "EACH",
      byEmail: true,
      byWhatsApp: true,
    });
    // The same choice again records nothing more; a daily summary by WhatsApp only changes both channels.
    await saveOperatorAlertsAction(null, formOf({ newOrders: "EACH", byEmail: "on", byWhatsApp: "on" }));
    await saveOperatorAlertsAction(null, formOf({ newOrders: "DAILY", byWhatsApp: "on" }));
    const each = "Each new order, as it is confirmed or paid.";
    const daily =
      "A daily summary at 8 am India time: yesterday's orders, sales and cancellations, and what waits today.";
    expect(await consentOf(admin.id)).toEqual([
      {
        purpose: "OPERATOR_EMAIL_ALERTS",
        granted: true,
        wording: `${each} By e-mail to ${admin.email}.`,
        source: "admin",
      },
      {
        purpose: "OPERATOR_WHATSAPP_ALERTS",
        granted: true,
        wording: `${each} On WhatsApp at ${phone}.`,
        source: "admin",
      },
      {
        purpose: "OPERATOR_EMAIL_ALERTS",
        granted: false,
        wording: `${each} By e-mail to ${admin.email}.`,
        source: "admin",
      },
      {
        purpose: "OPERATOR_WHATSAPP_ALERTS",
        granted: true,
        wording: `${daily} On WhatsApp at ${phone}.`,
        source: "admin",
      },
    ]);
    // A customer's consent to order updates is untouched.
    expect(await db().user.findUniqueOrThrow({ where: { id: admin.id } })).toMatchObject({
      whatsappUpdates: false,
      smsUpdates: false,
    });
  });

  it("refuse a choice with no channel, or WhatsApp without a mobile, and keep the last one", async () => {
    const admin = await signInToAdminAs("ADMIN");
    admins.push(admin.id);
    expect(await saveOperatorAlertsAction(null, formOf({ newOrders: "EACH" }))).toEqual({
      ok: false,
      message: "Choose e-mail, WhatsApp or both to get alerts",
    });
    expect(await saveOperatorAlertsAction(null, formOf({ newOrders: "SOMETIMES", byEmail: "on" }))).toMatchObject({
      ok: false,
    });
    await db().user.update({ where: { id: admin.id }, data: { phone: null } });
    expect(await saveOperatorAlertsAction(null, formOf({ newOrders: "EACH", byWhatsApp: "on" }))).toEqual({
      ok: false,
      message: "WhatsApp alerts need an Indian mobile number on your account",
    });
    expect(await db().operatorAlert.count({ where: { userId: admin.id } })).toBe(0);
    expect(await consentOf(admin.id)).toEqual([]);
  });
});
