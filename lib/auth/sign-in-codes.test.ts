import { describe, expect, it } from "vitest";
import { POST as requestCode } from "@/app/api/user/otp/request/route";
import { POST as verifyCode } from "@/app/api/user/otp/verify/route";
import { callRoute, newClientAddress } from "@/test/support/call-route";
import { eventually } from "@/test/support/mail";
import { runMessagingSimulators } from "@/test/support/messaging";
import { createUser, randomPhone } from "@/test/support/users-and-products";
import { db } from "../db";
import { deliverTextMessage } from "../messaging/deliver";
import { sessionCaller } from "./session";

const NOT_ON_WHATSAPP = "7000000002";
const simulators = runMessagingSimulators({ whatsApp: { notOnWhatsApp: [`91${NOT_ON_WHATSAPP}`] } });

/** Asks for a code as a shopper would (typed with +91 and a space), then sends it as the worker would. */
async function askForCode(phone: string, clientAddress = newClientAddress()) {
  const answer = await callRoute(requestCode, { body: { phone: `+91 ${phone}` }, clientAddress });
  const queued = await db().textMessage.findMany({ where: { recipient: `91${phone}`, state: "PENDING" } });
  for (const { id } of queued) await deliverTextMessage(id);
  return answer;
}

/** The code the phone received on WhatsApp (its copy-code button carries it). */
const codeOn = (phone: string) =>
  simulators
    .whatsApp()
    .messages()
    .find((message) => message.to === `91${phone}` && message.template === "sign_in_code")!
    .buttons.find((button) => button.type === "copy_code")!.payload!;

const verify = (phone: string, code: string, newAccount: { name?: string; email?: string } = {}) =>
  callRoute(verifyCode, { body: { phone, code, ...newAccount } });

describe("sign-in by a one-time code", () => {
  it("answers alike for a number with an account and one without, and signs the account in", async () => {
    const { user } = await createUser();
    const known = await askForCode(user.phone!);
    const unknown = await askForCode(randomPhone());
    expect(known).toEqual(unknown);
    expect(known).toMatchObject({ status: 200, body: { success: true, channel: "whatsapp", expiresInMinutes: 5 } });
    const code = codeOn(user.phone!);
    expect(code).toMatch(/^\d{6}$/);
    // Kept only as a keyed hash, and sealed in the message's row.
    const stored = await db().signInCode.findUniqueOrThrow({ where: { phone: user.phone! } });
    expect(stored.codeHash).not.toContain(code);
    const [row] = await db().textMessage.findMany({
      where: { recipient: `91${user.phone}`, template: "sign_in_code" },
    });
    expect(JSON.stringify(row!.parameters)).not.toContain(code);

    const signedIn = await verify(user.phone!, code);
    expect(signedIn).toMatchObject({ status: 200, body: { success: true, message: "Login successful" } });
    expect(signedIn.body.user).toMatchObject({ _id: user.id, phone: user.phone });
    expect(await sessionCaller(signedIn.body.token as string, "TOKEN")).toMatchObject({ id: user.id });
    // Used once.
    expect(await verify(user.phone!, code)).toMatchObject({
      status: 400,
      body: { message: expect.stringMatching(/expired or was already used/) },
    });
  });

  it("refuses a wrong code, ends the code at the fifth wrong one, and refuses an expired one", async () => {
    const { user } = await createUser();
    await askForCode(user.phone!);
    const code = codeOn(user.phone!);
    const wrong = code === "000000" ? "000001" : "000000";
    for (let tried = 1; tried < 5; tried++) {
      expect(await verify(user.phone!, wrong)).toMatchObject({
        status: 400,
        body: { message: expect.stringMatching(/not right/) },
      });
    }
    expect(await verify(user.phone!, wrong)).toMatchObject({
      status: 400,
      body: { message: expect.stringMatching(/Too many wrong codes/) },
    });
    expect((await verify(user.phone!, code)).status).toBe(400);

    await askForCode(user.phone!);
    await db().signInCode.update({ where: { phone: user.phone! }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const latest = simulators
      .whatsApp()
      .messages()
      .find((message) => message.to === `91${user.phone}`)!;
    const latestCode = latest.buttons.find((button) => button.type === "copy_code")!.payload!;
    expect(await verify(user.phone!, latestCode)).toMatchObject({
      status: 400,
      body: { message: expect.stringMatching(/expired/) },
    });
  });

  it("makes a new phone's account on its right code once given a name, its e-mail optional", async () => {
    const phone = randomPhone();
    await askForCode(phone);
    const code = codeOn(phone);
    // The right code for a phone new to the store asks for a name and stays usable.
    expect(await verify(phone, code)).toMatchObject({
      status: 404,
      body: { success: false, newAccount: true, message: expect.stringMatching(/new to us/) },
    });
    const { user: other } = await createUser();
    expect(await verify(phone, code, { name: "Meera Iyer", email: other.email.toUpperCase() })).toMatchObject({
      status: 409,
      body: { message: "An account with this email already exists" },
    });
    expect(await db().user.count({ where: { phone } })).toBe(0);

    const created = await verify(phone, code, { name: "  Meera Iyer ", email: "" });
    expect(created).toMatchObject({
      status: 200,
      body: { success: true, user: { name: "Meera Iyer", email: null, phone } },
    });
    const account = await db().user.findUniqueOrThrow({ where: { phone }, omit: { passwordHash: false } });
    expect(account).toMatchObject({ email: null, passwordHash: null, role: "CUSTOMER" });
    expect(await sessionCaller(created.body.token as string, "TOKEN")).toMatchObject({ id: account.id });
    // Without a password it signs in by code only.
    expect((await verify(phone, code)).status).toBe(400);
  });

  it("refuses what is no Indian mobile or no code, and limits the codes one phone gets", async () => {
    expect((await callRoute(requestCode, { body: { phone: "12345" } })).status).toBe(400);
    expect((await callRoute(requestCode, { body: { phone: "+44 7700 900123" } })).status).toBe(400);
    expect((await callRoute(verifyCode, { body: { phone: "9876543210", code: "12ab56" } })).status).toBe(400);
    const phone = randomPhone();
    // From three networks: the phone's own budget counts them all.
    for (let sent = 0; sent < 3; sent++) expect((await askForCode(phone)).status).toBe(200);
    const fourth = await askForCode(phone);
    expect(fourth).toMatchObject({ status: 429, body: { message: expect.stringMatching(/sent to this number/) } });
  });

  it("goes by SMS when WhatsApp cannot reach the phone", async () => {
    await askForCode(NOT_ON_WHATSAPP);
    await eventually(async () => {
      const fallback = await db().textMessage.findFirst({
        where: { recipient: `91${NOT_ON_WHATSAPP}`, channel: "SMS" },
      });
      expect(fallback).not.toBeNull();
      await deliverTextMessage(fallback!.id);
    });
    const [sms] = simulators
      .sms()
      .messages()
      .filter((message) => message.to === `91${NOT_ON_WHATSAPP}`);
    expect(sms!.text).toMatch(/^\d{6} is your GanitPlay sign-in code\. It works for 5 minutes\./);
  });
});
