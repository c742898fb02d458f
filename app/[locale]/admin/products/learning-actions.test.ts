/**
 * #37: the admin links a product to the chapters and skills it serves, with a sentence on how in
 * each language, rewords and removes it, and corrects a topic's titles; a shopper's session in the
 * admin cookie changes nothing, and a refusal says why.
 */
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { browserCookies } from "@/test/support/browser-cookies";
import { createProduct, signInToAdminAs } from "@/test/support/users-and-products";
import { db } from "@/lib/db";
import { listProductLinks } from "@/lib/learning/admin-learning";
import { seedLearningMap } from "@/prisma/seed-learning-map";
import { saveTopicTitlesAction } from "../learning/actions";
import { removeLearningLinkAction, saveLearningLinkAction } from "./learning-actions";

vi.mock("next/headers", () => import("@/test/support/browser-cookies"));

const CIRCLES = "class-10-circles";
const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
};
const link = {
  topic: CIRCLES,
  howEn: "Rubber bands on the pegs show that a tangent meets the radius at a right angle.",
  howHi: "खूँटियों पर रबर बैंड दिखाते हैं कि स्पर्श रेखा त्रिज्या से समकोण पर मिलती है।",
};

beforeAll(() => seedLearningMap());
beforeEach(async () => {
  browserCookies.clear();
  await signInToAdminAs("ADMIN");
});

describe("what a product teaches, in the admin", () => {
  it("is linked, reworded and removed by an admin, never by a shopper", async () => {
    const product = await createProduct();
    browserCookies.clear();
    await signInToAdminAs("CUSTOMER");
    expect(await saveLearningLinkAction(product.id, null, formOf(link))).toEqual({
      ok: false,
      message: "Only store administrators can do this",
    });
    expect(await listProductLinks(product.id)).toEqual([]);

    browserCookies.clear();
    await signInToAdminAs("ADMIN");
    expect(await saveLearningLinkAction(product.id, null, formOf(link))).toMatchObject({ ok: true });
    const reworded = { ...link, howEn: "Pegs and bands show the tangent at right angles to the radius." };
    expect(await saveLearningLinkAction(product.id, null, formOf(reworded))).toMatchObject({ ok: true });
    expect(await listProductLinks(product.id)).toEqual([
      { topic: CIRCLES, topicName: "Class 10 · Circles", howEn: reworded.howEn, howHi: link.howHi },
    ]);

    expect(await removeLearningLinkAction(product.id, CIRCLES)).toMatchObject({ ok: true });
    expect(await listProductLinks(product.id)).toEqual([]);
  });

  it("refuses a sentence missing in either language, Hindi not in Devanagari, and an unknown topic or product", async () => {
    const product = await createProduct();
    const refusals = [
      [{ ...link, howHi: " " }, "How it helps (Hindi) is required"],
      [{ ...link, howHi: "Pegs and bands" }, "How it helps (Hindi) must be written in Devanagari"],
      [{ ...link, howEn: "" }, "How it helps (English) is required"],
      [{ ...link, topic: "class-10-made-up" }, "No such topic in the learning map"],
      [{ ...link, topic: "Robert'); DROP TABLE" }, "Topic is not valid"],
    ] as const;
    for (const [fields, message] of refusals) {
      expect(await saveLearningLinkAction(product.id, null, formOf(fields)), message).toEqual({ ok: false, message });
    }
    expect(await saveLearningLinkAction("no-such-product", null, formOf(link))).toEqual({
      ok: false,
      message: "No such product",
    });
    expect(await listProductLinks(product.id)).toEqual([]);
  });
});

describe("a topic's titles, in the admin", () => {
  it("are corrected by an admin in both languages, and refused blank or without Devanagari", async () => {
    const slug = "class-11-binomial-theorem";
    const titles = { slug, titleEn: "Binomial Theorem", titleHi: "द्विपद प्रमेय" };
    expect(await saveTopicTitlesAction(null, formOf({ ...titles, titleHi: "Dvipad" }))).toEqual({
      ok: false,
      message: "Hindi title must be written in Devanagari",
    });
    expect(await saveTopicTitlesAction(null, formOf({ ...titles, titleEn: " " }))).toEqual({
      ok: false,
      message: "English title is required",
    });
    expect(await saveTopicTitlesAction(null, formOf({ ...titles, slug: "class-11-no-such-chapter" }))).toEqual({
      ok: false,
      message: "No such topic in the learning map",
    });
    expect(await saveTopicTitlesAction(null, formOf(titles))).toEqual({ ok: true, message: "Saved: Binomial Theorem" });
    expect(await db().learningTopic.findUniqueOrThrow({ where: { slug } })).toMatchObject(titles);

    browserCookies.clear();
    await signInToAdminAs("CUSTOMER");
    expect(await saveTopicTitlesAction(null, formOf({ ...titles, titleEn: "Hacked" }))).toMatchObject({ ok: false });
    expect(await db().learningTopic.findUniqueOrThrow({ where: { slug } })).toMatchObject(titles);
  });
});
