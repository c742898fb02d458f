/**
 * A sent quote on WhatsApp or by SMS, beside its e-mail: to a customer who chose updates, its
 * proforma invoice as the WhatsApp message's document by a signed link that opens that quote's
 * proforma only, only while it stands sent and only until the link's last day.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { GET as proformaByLink } from "@/app/api/proformas/[token]/route";
import { routeResponse } from "@/test/support/call-route";
import { ensureTestPincodes } from "@/test/support/delivery-data";
import { runMessagingSimulators } from "@/test/support/messaging";
import { DAY_MS, askForThirty, inDays, priceAndSend } from "@/test/support/quotes";
import { createUser } from "@/test/support/users-and-products";
import { formatIndianDate, startOfIndianIsoDay } from "../dates";
import { db } from "../db";
import { env } from "../env";
import type { Locale } from "../i18n/locales";
import { deliverTextMessage } from "../messaging/deliver";
import { renderSms, smsValues, type TemplateValues } from "../messaging/templates/render";
import { templateComponents } from "../messaging/whatsapp/template-messages";
import { orderLinkToken } from "../orders/order-links";
import { priceQuote } from "./price-quote";
import { PROFORMA_LINK_DAYS, proformaLinkToken, proformaLinkUrl } from "./proforma-link";
import { quoteById } from "./quote";
import { queueQuoteMessage } from "./quote-message";

const simulators = runMessagingSimulators();
beforeAll(ensureTestPincodes);

interface Choice {
  whatsappUpdates?: boolean;
  smsUpdates?: boolean;
}

/** A teacher who made this choice asks for a quote in `locale`; an operator prices and sends it. */
async function sentQuote(choice: Choice, locale: Locale = "en") {
  const teacher = await createUser();
  await db().user.update({ where: { id: teacher.user.id }, data: choice });
  const { quoteId } = await askForThirty(teacher);
  await db().quote.update({ where: { id: quoteId }, data: { locale } });
  const quote = await priceAndSend(quoteId);
  const messages = await db().textMessage.findMany({
    where: { userId: teacher.user.id },
    orderBy: { createdAt: "asc" },
  });
  return { teacher, quote, messages, number: `91${teacher.user.phone}` };
}

const proformaOf = (token: string) => routeResponse(proformaByLink, { method: "GET", params: { token } });
const tokenOf = (link: string) => link.split("/").pop()!;

/** The quote priced again at the same figures, as an operator revising its terms would. */
async function priceAgain(quoteId: string) {
  const [line] = (await quoteById(quoteId)).lines;
  await priceQuote(quoteId, {
    lines: [{ lineId: line!.id, unitPrice: 44_910 }],
    shipping: 15_000,
    validUntil: inDays(7),
  });
}

describe("a sent quote by WhatsApp or SMS", () => {
  it("reaches a customer who chose WhatsApp in the quote's language, its proforma as the document", async () => {
    const { quote, messages, number } = await sentQuote({ whatsappUpdates: true }, "hi");
    const fileName = `proforma-${quote.number!.replaceAll("/", "-")}.pdf`;
    expect(messages).toHaveLength(1);
    const [queued] = messages;
    expect(queued).toMatchObject({ channel: "WHATSAPP", template: "quote_sent", locale: "hi", recipient: number });
    expect(queued!.key).toMatch(new RegExp(`^quote:${quote.id}:sent:${quote.sentAt!.getTime()}:quote_sent$`));
    const [header] = templateComponents("quote_sent", queued!.parameters as TemplateValues);
    expect(header).toEqual({
      type: "header",
      parameters: [{ type: "document", document: { link: proformaLinkUrl(quote.id), filename: fileName } }],
    });

    // The simulator takes it as the template submitted at start: document, words and buttons.
    expect(await deliverTextMessage(queued!.id)).toBe("sent");
    const [sent] = simulators
      .whatsApp()
      .messages()
      .filter((message) => message.to === number);
    expect(sent).toMatchObject({ template: "quote_sent", language: "hi" });
    expect(sent!.document).toEqual({ link: proformaLinkUrl(quote.id), filename: fileName });
    const validUntil = formatIndianDate(startOfIndianIsoDay(quote.validUntil!), "hi");
    expect(sent!.text).toContain(`GanitPlay का आपका कोटेशन ${quote.number} तैयार है: कर और डिलीवरी मिलाकर कुल ₹13,623.00।`);
    expect(sent!.text).toContain(`यह ${validUntil} तक मान्य है।`);
    expect(sent!.buttons.map((button) => button.text)).toEqual(["कोटेशन देखें", "अपडेट बंद करें"]);
    expect(sent!.buttons[0]).toMatchObject({ url: `${env().SITE_URL}/hi/quotes/${quote.id}` });

    // What WhatsApp's servers fetch: the proforma itself, never cached or indexed.
    const pdf = await proformaOf(tokenOf(sent!.document!.link));
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("content-disposition")).toBe(`attachment; filename="${fileName}"`);
    expect(pdf.headers.get("cache-control")).toBe("private, no-store");
    expect(pdf.headers.get("x-robots-tag")).toBe("noindex");
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
  });

  it("opens no proforma by a tampered, expired or borrowed token, nor one of a quote not standing sent", async () => {
    const { quote } = await sentQuote({});
    const token = proformaLinkToken(quote.id);
    const flipped = token.replace(/.$/, token.endsWith("A") ? "B" : "A");
    const expired = proformaLinkToken(quote.id, Date.now() - (PROFORMA_LINK_DAYS + 1) * DAY_MS);
    // The order link of the same id: each kind of link is signed apart.
    for (const refused of [flipped, expired, orderLinkToken(quote.id), `${token}x`, quote.id]) {
      const answer = await proformaOf(refused);
      expect(answer.status, refused).toBe(404);
      expect(await answer.json()).toMatchObject({ success: false, message: "Quote not found" });
    }
    expect((await proformaOf(token)).status).toBe(200);

    // Priced but never sent: no proforma, whoever signed the link.
    const { quoteId: unsent } = await askForThirty();
    await priceAgain(unsent);
    expect((await proformaOf(proformaLinkToken(unsent))).status).toBe(404);
    // Priced again after sending: the new prices wait for their own sending.
    await priceAgain(quote.id);
    expect((await proformaOf(token)).status).toBe(404);
  });

  it("sends no text to a customer who chose no updates: the e-mail goes all the same", async () => {
    const { quote, messages } = await sentQuote({});
    expect(messages).toEqual([]);
    expect(await db().emailMessage.count({ where: { key: { startsWith: `quote:${quote.id}:sent:` } } })).toBe(1);
  });

  it("goes by SMS, the DLT text with values of at most 30 characters, to a customer who chose SMS", async () => {
    const { quote, messages, number } = await sentQuote({ smsUpdates: true });
    expect(messages).toHaveLength(1);
    const [queued] = messages;
    expect(queued).toMatchObject({ channel: "SMS", template: "quote_sent", locale: "en" });
    const values = queued!.parameters as TemplateValues;
    expect(smsValues("quote_sent", values)).toEqual([quote.number, "₹13,623.00"]);
    for (const value of smsValues("quote_sent", values)) expect(value.length).toBeLessThanOrEqual(30);
    const site = simulators.storeUrl();
    expect(renderSms("quote_sent", "en", values, site)).toBe(
      `GanitPlay: your quote ${quote.number} for ₹13,623.00 is ready and its proforma invoice has been e-mailed to you. See and accept it: ${site}/quotes`,
    );
    expect(await deliverTextMessage(queued!.id)).toBe("sent");
    const sms = simulators
      .sms()
      .messages()
      .filter((message) => message.to === number);
    expect(sms.map(({ text }) => text)).toEqual([renderSms("quote_sent", "en", values, site)]);
  });

  it("is queued once per sending: a retried job adds none, a sending overtaken by another goes no more", async () => {
    const { teacher, quote, messages } = await sentQuote({ whatsappUpdates: true });
    await db().$transaction((tx) => queueQuoteMessage(tx, quote.id, quote.sentAt!));
    expect(await db().textMessage.count({ where: { userId: teacher.user.id } })).toBe(1);

    await priceAgain(quote.id);
    const resent = await priceAndSend(quote.id);
    const [first, second] = await db().textMessage.findMany({
      where: { userId: teacher.user.id },
      orderBy: { createdAt: "asc" },
    });
    expect(first!.id).toBe(messages[0]!.id);
    expect(second!.key).toBe(`quote:${quote.id}:sent:${resent.sentAt!.getTime()}:quote_sent`);
    expect(await deliverTextMessage(first!.id)).toBe("withdrawn");
    expect(await deliverTextMessage(second!.id)).toBe("sent");
  });
});
