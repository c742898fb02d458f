import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { RateLimiterRes } from "rate-limiter-flexible";
import type { ZodType } from "zod";
import { MESSAGES } from "@/lib/i18n/messages";
import type { Locale } from "@/lib/i18n/locales";
import { EMAIL_VERIFIED } from "@/lib/auth/email-verification";
import { PASSWORD_CHANGED, RESET_LINK_SENT } from "@/lib/auth/password-reset";
import { ADDRESS_BUDGETS, PASSWORD_RESET_REQUESTS_PER_EMAIL, REVIEWS_PER_ACCOUNT } from "@/lib/limits/budgets";
import { refusal } from "@/lib/limits/rate-limits";
import { registrationSchema } from "./account";
import { registerFormSchema, resetPasswordFormSchema, signInFormSchema } from "./auth-forms";
import { newSavedAddressSchema } from "./address-book";
import {
  CATALOGUE,
  findValidationMessage,
  isRefusalKey,
  translateValidationMessage,
  validationMessage,
  type ValidationKey,
} from "./error-messages";
import { contactSchema, feedbackSchema } from "./messages";
import { orderCancelSchema, returnRequestSchema } from "./order-changes";
import { orderPlacementSchema } from "./order";
import { reviewFormSchema } from "./reviews";

const keys = Object.keys(CATALOGUE) as ValidationKey[];
const argumentsOf = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
/** A key's text in a language: the API's refusals and the fields' messages are two namespaces. */
const textOf = (locale: Locale, key: ValidationKey) =>
  isRefusalKey(key) ? MESSAGES[locale].refusals[key] : MESSAGES[locale].validation[key];
function translator(locale: Locale) {
  const t = createTranslator({ locale, messages: MESSAGES[locale] });
  return (key: ValidationKey, values: Record<string, string>) =>
    isRefusalKey(key) ? t(`refusals.${key}`, values) : t(`validation.${key}`, values);
}
const inHindi = (message?: string) => translateValidationMessage(message, translator("hi"));

/** Every message the shopper's forms and their API routes give for these inputs. */
function messagesOf(schema: ZodType, ...inputs: unknown[]): string[] {
  return inputs.flatMap((input) => {
    const result = schema.safeParse(input);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  });
}

describe("validation messages", () => {
  it("have a Hindi text for every English one, with the same arguments", () => {
    for (const key of keys) {
      const [english, hindi] = [textOf("en", key), textOf("hi", key)];
      expect(hindi, key).toMatch(/[\u0900-\u097F]/);
      expect(argumentsOf(hindi), key).toEqual(argumentsOf(english));
    }
  });

  it("are found back from the English text the schemas and the API send, values included", () => {
    for (const key of keys) {
      const values = Object.fromEntries(argumentsOf(CATALOGUE[key]).map((name) => [name, "72"]));
      const english = validationMessage(key, values);
      expect(findValidationMessage(english), english).toEqual({ key, values });
      // The same text through next-intl: no English text is read as ICU markup.
      expect(translator("en")(key, values)).toBe(english);
    }
  });

  it("hold the API's answers to the password and e-mail links word for word", () => {
    expect([RESET_LINK_SENT, PASSWORD_CHANGED, EMAIL_VERIFIED]).toEqual([
      CATALOGUE.resetLinkSent,
      CATALOGUE.passwordChanged,
      CATALOGUE.emailVerified,
    ]);
  });

  it("are shown in Hindi on a Hindi page, and in English on an English one", () => {
    expect(inHindi("Password must be at least 8 characters")).toBe("पासवर्ड कम से कम 8 अक्षरों का होना चाहिए");
    expect(inHindi("Invalid email/phone or password")).toBe("ई-मेल/फ़ोन नंबर या पासवर्ड ग़लत है");
    expect(inHindi("Please keep each field under 60 characters")).toBe("कृपया हर जानकारी 60 अक्षरों से कम रखें");
    expect(translateValidationMessage("Email is required", translator("en"))).toBe("Email is required");
    // Any other text (a message the catalogue does not know) is shown as it came.
    expect(inHindi("Payment gateway is down")).toBe("Payment gateway is down");
    expect(inHindi(undefined)).toBeUndefined();
  });

  it("cover every message the shopper's forms give", () => {
    const given = [
      ...messagesOf(
        registerFormSchema,
        { firstName: "", lastName: "", email: "", phone: "", password: "", confirmPassword: "" },
        { firstName: "A", lastName: "B", email: "a@", phone: "12", password: "short", confirmPassword: "other" },
      ),
      ...messagesOf(signInFormSchema, { emailOrPhone: "", password: "", notMyDevice: false }),
      ...messagesOf(resetPasswordFormSchema, { password: "long enough", confirmPassword: "different" }),
      ...messagesOf(registrationSchema, {
        name: "x".repeat(101),
        email: "a@b.in",
        phone: "9876543210",
        password: "é".repeat(40),
      }),
      ...messagesOf(contactSchema, { name: "", email: "nope", subject: "Other", message: "" }),
      ...messagesOf(
        feedbackSchema,
        { name: "", email: "", phone: "", productPurchased: "", rating: 0, review: "" },
        {
          name: "x".repeat(101),
          email: "a@b",
          phone: "1".repeat(21),
          productPurchased: "Kit",
          rating: 5,
          review: "\u0000",
        },
      ),
      ...messagesOf(newSavedAddressSchema, {}, { firstName: "x".repeat(61), pincode: "012345" }),
      ...messagesOf(orderPlacementSchema, {
        items: [],
        address: {},
        paymentMethod: "Cheque",
        orderNotes: "x".repeat(501),
      }),
      ...messagesOf(
        reviewFormSchema,
        { rating: 0, title: "", body: "short" },
        { rating: 5, title: "<b>Hi</b>", body: "x".repeat(2001) },
      ),
      ...messagesOf(orderCancelSchema, { orderId: "order1", reason: "" }),
      ...messagesOf(returnRequestSchema, {
        orderId: "order1",
        reason: "Nope",
        details: "",
        items: [],
        photos: ["/elsewhere.png", "a", "b", "c"],
      }),
    ];
    expect(given.length).toBeGreaterThan(40);
    for (const message of given) expect(findValidationMessage(message), message).not.toBeNull();
  });

  it("word the API's refusals in Hindi, a rate limit's reason and wait each translated", () => {
    const reasons = [
      ...Object.values(ADDRESS_BUDGETS).map((budget) => budget.tooMany),
      PASSWORD_RESET_REQUESTS_PER_EMAIL.tooMany,
      REVIEWS_PER_ACCOUNT.tooMany,
    ];
    for (const reason of reasons) expect(inHindi(reason), reason).toMatch(/^[^a-z]+$/i);
    const waitOf = (seconds: number) => {
      const answer = refusal(
        new RateLimiterRes(0, seconds * 1000),
        "orderPlacement",
        ADDRESS_BUDGETS.orderPlacement.tooMany,
      );
      return inHindi((answer as Error).message);
    };
    expect(waitOf(1)).toBe("आपके नेटवर्क से बहुत सारे ऑर्डर दिए गए हैं। कृपया 1 सेकंड बाद फिर से कोशिश करें।");
    expect(waitOf(45)).toBe("आपके नेटवर्क से बहुत सारे ऑर्डर दिए गए हैं। कृपया 45 सेकंड बाद फिर से कोशिश करें।");
    expect(waitOf(301)).toBe("आपके नेटवर्क से बहुत सारे ऑर्डर दिए गए हैं। कृपया 6 मिनट बाद फिर से कोशिश करें।");
    // A product's name stays as the API gave it.
    expect(inHindi("Only 2 of Trigno Card left in stock")).toBe("स्टॉक में Trigno Card के केवल 2 बचे हैं");
    expect(inHindi("Cash on delivery is not available for this pincode")).toBe(
      "इस पिनकोड पर कैश ऑन डिलीवरी उपलब्ध नहीं है",
    );
  });
});
