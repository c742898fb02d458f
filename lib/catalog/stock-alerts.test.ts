import { describe, expect, it } from "vitest";
import { DELETE as cancelAlert, GET as listAlerts, POST as askAlert } from "@/app/api/user/stock-alerts/route";
import { callRoute } from "@/test/support/call-route";
import { runMessagingSimulators } from "@/test/support/messaging";
import { createProduct, createUser } from "@/test/support/users-and-products";
import { db } from "../db";
import { deliverTextMessage } from "../messaging/deliver";
import { setStock } from "./admin-products";
import { sendDueStockAlerts } from "./stock-alert-sweep";
import { STOCK_ALERTS_PER_ACCOUNT } from "./stock-alerts";

const simulators = runMessagingSimulators();

const ask = (token: string, productId: string, channel: string, headers: Record<string, string> = {}) =>
  callRoute(askAlert, { token, body: { productId, channel }, headers });

/** A product sold out, with a Hindi name for the alerts asked on Hindi pages. */
async function soldOutProduct() {
  const product = await createProduct({ stockQuantity: 0, inStock: false });
  await db().productTranslation.create({
    data: { productId: product.id, locale: "hi", name: "त्रिकोणमिति का बोर्ड गेम" },
  });
  return product;
}

describe("back-in-stock alerts", () => {
  it("refuses what cannot be asked, and changes nothing", async () => {
    const product = await soldOutProduct();
    const inStock = await createProduct();
    const { user, token } = await createUser();
    expect((await callRoute(askAlert, { body: { productId: product.id, channel: "sms" } })).status).toBe(401);
    expect(await ask(token, inStock.id, "whatsapp")).toMatchObject({
      status: 409,
      body: { message: "This product is in stock: you can order it now." },
    });
    expect((await ask(token, product.id, "pigeon")).status).toBe(400);
    expect((await ask(token, "cm0000000000000000000000", "sms")).status).toBe(404);
    // An account made by a sign-in code has no e-mail yet.
    await db().user.update({ where: { id: user.id }, data: { email: null } });
    expect(await ask(token, product.id, "email")).toMatchObject({
      status: 400,
      body: { message: "Your account has no e-mail yet. Choose WhatsApp or SMS instead." },
    });
    expect(await db().stockAlert.count({ where: { userId: user.id } })).toBe(0);
    expect((await callRoute(cancelAlert, { method: "DELETE", token })).status).toBe(400);
  });

  it("sends each alert one message when the product is back, on the channel and in the language asked", async () => {
    const product = await soldOutProduct();
    const [whatsApp, email, withdrawn] = await Promise.all([createUser(), createUser(), createUser()]);
    expect(await ask(whatsApp.token, product.id, "whatsapp", { "x-store-locale": "hi" })).toMatchObject({
      status: 201,
      body: { alert: { productId: product.id, channel: "whatsapp" } },
    });
    expect((await ask(email.token, product.id, "email")).status).toBe(201);
    expect((await ask(withdrawn.token, product.id, "sms")).status).toBe(201);
    expect(
      (await callRoute(cancelAlert, { method: "DELETE", token: withdrawn.token, query: { productId: product.id } }))
        .status,
    ).toBe(200);
    const listed = await callRoute(listAlerts, { method: "GET", token: email.token, query: { productId: product.id } });
    expect(listed.body).toMatchObject({
      alerts: [{ productId: product.id, channel: "email" }],
      channels: { whatsapp: true, sms: true, email: true },
    });

    // Still sold out: nothing is sent.
    await sendDueStockAlerts();
    expect(await db().textMessage.count({ where: { userId: whatsApp.user.id } })).toBe(0);

    await setStock(product.id, 4);
    // Two instances sweeping at once send each alert once.
    await Promise.all([sendDueStockAlerts(), sendDueStockAlerts()]);
    await sendDueStockAlerts();
    const texts = await db().textMessage.findMany({
      where: { userId: { in: [whatsApp.user.id, withdrawn.user.id] }, template: "back_in_stock" },
    });
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({ channel: "WHATSAPP", recipient: `91${whatsApp.user.phone}`, locale: "hi" });
    const emails = await db().emailMessage.findMany({ where: { recipient: email.user.email, template: "stockAlert" } });
    expect(emails).toHaveLength(1);
    expect(emails[0]!.subject).toBe(`${product.name} is back in stock`);
    expect(await db().stockAlert.count({ where: { productId: product.id, notifiedAt: null } })).toBe(0);

    // The shopper never opted in to order updates: the alert they asked for goes all the same.
    await db().textMessage.update({ where: { id: texts[0]!.id }, data: { notBefore: new Date() } });
    expect(await deliverTextMessage(texts[0]!.id)).toBe("sent");
    const [received] = simulators
      .whatsApp()
      .messages()
      .filter((message) => message.to === `91${whatsApp.user.phone}`);
    expect(received).toMatchObject({ template: "back_in_stock", language: "hi" });
    expect(received!.text).toContain("त्रिकोणमिति का बोर्ड गेम GanitPlay पर फिर से स्टॉक में है");
    expect(received!.buttons).toContainEqual({
      type: "url",
      text: "सामान देखें",
      url: `http://localhost:3000/hi/shop/${product.id}`,
    });
  });

  it("does not send a message that waited for the morning if the product sold out again: its alert waits", async () => {
    const product = await soldOutProduct();
    const { user, token } = await createUser();
    expect((await ask(token, product.id, "sms")).status).toBe(201);
    await setStock(product.id, 1);
    await sendDueStockAlerts();
    const [queued] = await db().textMessage.findMany({ where: { userId: user.id, template: "back_in_stock" } });
    await setStock(product.id, 0);
    expect(await deliverTextMessage(queued!.id)).toBe("withdrawn");
    expect(await db().stockAlert.findFirstOrThrow({ where: { userId: user.id } })).toMatchObject({ notifiedAt: null });
  });

  it("keeps at most 20 alerts waiting per account", async () => {
    const { user, token } = await createUser();
    const products = await Promise.all(Array.from({ length: STOCK_ALERTS_PER_ACCOUNT + 1 }, () => soldOutProduct()));
    await db().stockAlert.createMany({
      data: products.slice(1).map(({ id }) => ({ productId: id, userId: user.id, channel: "EMAIL", locale: "en" })),
    });
    expect(await ask(token, products[0]!.id, "email")).toMatchObject({
      status: 409,
      body: { message: "You are waiting for 20 products already. Cancel one of those alerts to ask for this one." },
    });
    // Asking again on one already waiting only changes it.
    expect((await ask(token, products[1]!.id, "sms")).status).toBe(201);
  });
});
