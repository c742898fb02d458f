import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LOCALES } from "@/lib/i18n/locales";
import { OPERATOR_TEMPLATES, REPLIES, SMS_TEMPLATE_NAMES, TEMPLATE_NAMES, TEMPLATES } from "./catalogue";
import { MESSAGE_TEXTS, smsTemplateText, whatsAppBodyText } from "./render";
import { templateDocument } from "./template-document";

const SITE = "https://ganitplay.in";

describe("the message templates", () => {
  it("number WhatsApp's placeholders {{1}}, {{2}}… in order, one per value, in both languages", () => {
    for (const name of TEMPLATE_NAMES) {
      for (const locale of LOCALES) {
        const used = [...whatsAppBodyText(name, locale).matchAll(/\{\{(\d+)\}\}/g)].map((match) => Number(match[1]));
        const expected = TEMPLATES[name].body.map((_, index) => index + 1);
        expect(used, `${name}.${locale}`).toEqual(expected);
        // Meta refuses a template whose body starts or ends with a value (its own sign-in words aside).
        if (TEMPLATES[name].category === "UTILITY") {
          expect(whatsAppBodyText(name, locale)).not.toMatch(/^\{\{|\}\}[.।!]?$/);
        }
      }
    }
  });

  it("keep each SMS within DLT's rules: its values' {#var#}s, at most two and never side by side", () => {
    for (const name of SMS_TEMPLATE_NAMES) {
      for (const locale of LOCALES) {
        const text = smsTemplateText(name, locale, SITE);
        const variables = text.match(/\{#var#\}/g) ?? [];
        expect(variables.length, `${name}.${locale}`).toBe(TEMPLATES[name].sms?.length);
        expect(variables.length).toBeLessThanOrEqual(2);
        expect(text).not.toMatch(/\{#var#\}\s*\{#var#\}/);
        // Links must be whitelisted on DLT: the store's own only.
        for (const url of text.match(/https?:\/\/\S+/g) ?? []) expect(url.startsWith(SITE)).toBe(true);
      }
    }
  });

  it("go by SMS too, but for the operators' alerts: WhatsApp only, to operators alone", () => {
    const whatsAppOnly = TEMPLATE_NAMES.filter((name) => !(SMS_TEMPLATE_NAMES as string[]).includes(name));
    expect(whatsAppOnly.sort()).toEqual(Object.keys(OPERATOR_TEMPLATES).sort());
    expect(TEMPLATE_NAMES.filter((name) => TEMPLATES[name].audience === "operator").sort()).toEqual(whatsAppOnly);
  });

  it("write every text in both languages, the Hindi in Devanagari", () => {
    for (const locale of LOCALES) {
      expect(Object.keys(MESSAGE_TEXTS[locale].orders).sort()).toEqual(
        TEMPLATE_NAMES.filter((name) => name.startsWith("order_")).sort(),
      );
    }
    expect(REPLIES.length).toBeGreaterThan(0);
    for (const text of [
      MESSAGE_TEXTS.hi.backInStock.whatsapp,
      MESSAGE_TEXTS.hi.backInStock.sms,
      MESSAGE_TEXTS.hi.quoteSent.whatsapp,
      MESSAGE_TEXTS.hi.quoteSent.sms,
      MESSAGE_TEXTS.hi.footer,
      MESSAGE_TEXTS.hi.replies.updates_stopped,
      ...Object.values(MESSAGE_TEXTS.hi.operatorAlerts),
      ...Object.values(MESSAGE_TEXTS.hi.buttons),
    ]) {
      expect(text).toMatch(/[\u0900-\u097f]/);
    }
  });
});

describe("docs/MESSAGE-TEMPLATES.md", () => {
  it("is what the templates say, word for word (npm run docs:templates writes it)", () => {
    expect(readFileSync("docs/MESSAGE-TEMPLATES.md", "utf8")).toBe(templateDocument());
  });
});
