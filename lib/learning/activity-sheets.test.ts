/**
 * #37: a toy's activity sheet for a topic it serves, written through the admin's save, printed as
 * a valid A4 PDF in English and in Hindi (read back with poppler), and downloaded by anyone from
 * its address: the same bytes again by their validator, nothing for a made-up address; and linked
 * from the order's e-mails.
 */
import { execFileSync } from "node:child_process";
import { beforeAll, describe, expect, it } from "vitest";
import { GET } from "@/app/[locale]/learn/[slug]/activity-sheet/[productId]/route";
import { seedLearningMap } from "@/prisma/seed-learning-map";
import { TEST_PINCODES, deliveryAddress, ensureTestPincodes } from "@/test/support/delivery-data";
import { createProduct, createUser } from "@/test/support/users-and-products";
import { db } from "../db";
import { env } from "../env";
import { composeOrderEmail } from "../mail/orders/compose";
import { placeOrder } from "../orders/place-order";
import { activitySheetSchema } from "../validation/learning";
import { renderActivitySheetPdf } from "./activity-sheet-pdf";
import { activitySheetPath, findActivitySheet } from "./activity-sheets";
import { removeActivitySheet, saveActivitySheet } from "./admin-learning";
import { findTopic, listServedTopics } from "./topics";

const TOPIC = "class-10-introduction-to-trigonometry";
const SHEET = {
  titleEn: "Angle match: the ratios of 30°, 45° and 60°",
  titleHi: "कोण मिलान: 30°, 45° और 60° के अनुपात",
  goalEn: "Practise the values of sin, cos and tan for the standard angles.",
  goalHi: "मानक कोणों के लिए sin, cos और tan के मानों का अभ्यास करें।",
  stepsEn: "Deal the angle cards face down.\nTurn one over and name its sine.\nCheck it on the ratio table card.",
  stepsHi: "कोण कार्ड उलटे बाँटें।\nएक कार्ड पलटें और उसका sine बताएँ।\nअनुपात सारणी कार्ड पर जाँचें।",
  questionsEn: "What is sin 30°?\nWhat is tan 45°?",
  questionsHi: "sin 30° का मान क्या है?\ntan 45° का मान क्या है?",
  answersEn: "sin 30° = 1/2\ntan 45° = 1",
  answersHi: "sin 30° = 1/2\ntan 45° = 1",
};

let productId: string;

beforeAll(async () => {
  await Promise.all([seedLearningMap(), ensureTestPincodes()]);
  const product = await createProduct({
    name: "Sheet Test Angle Cards",
    translations: { create: { locale: "hi", name: "शीट टेस्ट कोण कार्ड" } },
  });
  productId = product.id;
  const topic = await db().learningTopic.findUniqueOrThrow({ where: { slug: TOPIC } });
  await db().productLearningLink.create({
    data: { productId, topicId: topic.id, howEn: "It helps.", howHi: "यह मदद करता है।" },
  });
  await saveActivitySheet(activitySheetSchema.parse({ productId, topic: TOPIC, ...SHEET }));
});

const pdfText = (pdf: Buffer) => execFileSync("pdftotext", ["-layout", "-", "-"], { input: pdf }).toString();
const pdfInfo = (pdf: Buffer) => execFileSync("pdfinfo", ["-"], { input: pdf }).toString();

describe("an activity sheet", () => {
  it("prints as a valid A4 PDF: the activity and its questions, then the answers on a page of their own", async () => {
    const sheet = (await findActivitySheet(productId, TOPIC, "en"))!;
    const pdf = await renderActivitySheetPdf(sheet, "en");
    const info = pdfInfo(pdf);
    expect(info).toMatch(/Page size:\s+595\.28 x 841\.89 pts \(A4\)/);
    expect(info).toMatch(/Pages:\s+2/);
    expect(info).toContain(`Title:           ${SHEET.titleEn}`);
    const [activity, answers] = pdfText(pdf).split("\f");
    expect(activity).toContain(SHEET.titleEn);
    expect(activity).toContain("Class 10 · Chapter 8: Introduction to Trigonometry");
    expect(activity).toContain("With Sheet Test Angle Cards");
    expect(activity).toContain("1. Deal the angle cards face down.");
    expect(activity).toContain("2. What is tan 45°?");
    expect(activity).not.toContain("tan 45° = 1");
    expect(answers).toContain("Answers");
    expect(answers).toContain("2. tan 45° = 1");
  });

  it("prints in Hindi: its own texts, the toy's Hindi name and the labels, in Devanagari", async () => {
    const sheet = (await findActivitySheet(productId, TOPIC, "hi"))!;
    expect(sheet.product.name).toBe("शीट टेस्ट कोण कार्ड");
    expect(sheet.steps).toHaveLength(3);
    const pdf = await renderActivitySheetPdf(sheet, "hi");
    expect(pdfInfo(pdf)).toMatch(/Pages:\s+2/);
    const fonts = new Set([...pdf.toString("latin1").matchAll(/\/BaseFont \/[A-Z]{6}\+([\w-]+)/g)].map((m) => m[1]));
    expect(fonts).toContain("NotoSansDevanagari-Regular");
    const text = pdfText(pdf);
    expect(text).toContain("कक्षा 10");
    expect(text).toContain("sin 30° = 1/2");
    expect(text).toMatch(/नाम/);
  });

  it("is offered by its title on the toy's page and the topic's, in the page's language", async () => {
    expect((await listServedTopics(productId, "hi"))[0]!.sheet).toEqual({ title: SHEET.titleHi });
    const topic = (await findTopic(TOPIC, "en"))!;
    expect(topic.toys.find((toy) => toy.product.id === productId)!.sheet).toEqual({ title: SHEET.titleEn });
  });

  it("downloads from its address without an account, and again only when it has changed", async () => {
    const params = (locale: string, slug = TOPIC, id = productId) =>
      ({ params: Promise.resolve({ locale, slug, productId: id }) }) as const;
    const address = `http://store.test${activitySheetPath(TOPIC, productId, "hi")}`;
    expect(address).toContain(`/hi/learn/${TOPIC}/activity-sheet/${productId}`);
    const first = await GET(new Request(address), params("hi"));
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("application/pdf");
    expect(first.headers.get("content-disposition")).toMatch(/^attachment; filename="[\w-]+-hi\.pdf"$/);
    const etag = first.headers.get("etag")!;
    const again = await GET(new Request(address, { headers: { "If-None-Match": etag } }), params("hi"));
    expect(again.status).toBe(304);

    await saveActivitySheet(activitySheetSchema.parse({ productId, topic: TOPIC, ...SHEET, titleHi: "नया शीर्षक" }));
    const changed = await GET(new Request(address, { headers: { "If-None-Match": etag } }), params("hi"));
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(etag);
  });

  it("answers 404 for a made-up, malformed or removed sheet's address", async () => {
    const get = (locale: string, slug: string, id: string) =>
      GET(new Request("http://store.test/x"), { params: Promise.resolve({ locale, slug, productId: id }) });
    expect((await get("en", TOPIC, "no-such-product")).status).toBe(404);
    expect((await get("en", "class-10-polynomials", productId)).status).toBe(404);
    expect((await get("fr", TOPIC, productId)).status).toBe(404);
    expect((await get("en", "../../etc", productId)).status).toBe(404);
    const other = await createProduct({ name: "Sheet Test Removed" });
    const topic = await db().learningTopic.findUniqueOrThrow({ where: { slug: TOPIC } });
    await db().productLearningLink.create({
      data: { productId: other.id, topicId: topic.id, howEn: "It helps.", howHi: "यह मदद करता है।" },
    });
    await saveActivitySheet(activitySheetSchema.parse({ productId: other.id, topic: TOPIC, ...SHEET }));
    expect((await get("en", TOPIC, other.id)).status).toBe(200);
    await removeActivitySheet(other.id, TOPIC);
    expect((await get("en", TOPIC, other.id)).status).toBe(404);
  });

  it("is linked from the order's e-mails in the order's language, when the order is made and when it arrives", async () => {
    const { user } = await createUser();
    const address = { ...deliveryAddress(TEST_PINCODES.warehouse.pincode), email: user.email };
    const order = await placeOrder(user.id, { items: [{ productId, quantity: 1 }], address }, "COD", "hi");
    const link = `${env().SITE_URL}/hi/learn/${TOPIC}/activity-sheet/${productId}`;
    for (const message of ["placed", "delivered"] as const) {
      const email = await composeOrderEmail({ orderId: order.id, message });
      expect(email.html, message).toContain(link);
      expect(email.text, message).toContain("आपके खिलौनों के गतिविधि पत्रक");
    }
    expect((await composeOrderEmail({ orderId: order.id, message: "shipped" })).html).not.toContain(link);
  });
});
