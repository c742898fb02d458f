import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { MESSAGES } from "@/lib/i18n/messages";
import { toastTranslator } from "./toast-texts";

const hindi = createTranslator({ locale: "hi", messages: MESSAGES.hi });

describe("toastTranslator", () => {
  it("puts the API's refusal of any page in the page's language, a rate limit's parts too", () => {
    const translate = toastTranslator(hindi, false);
    expect(translate("Product is out of stock")).toBe(MESSAGES.hi.refusals.productOutOfStock);
    expect(translate("Too many likes from your network. Please try again in 1 minute.")).toBe(
      "आपके नेटवर्क से बहुत सारे लाइक किए गए हैं। कृपया 1 मिनट बाद फिर से कोशिश करें।",
    );
  });

  it("leaves a field's message to a page with form texts, and any other text to the toast as it came", () => {
    expect(toastTranslator(hindi, false)("Please fill in all required fields")).toBeUndefined();
    expect(toastTranslator(hindi, true)("Please fill in all required fields")).toBe(
      MESSAGES.hi.validation.requiredFields,
    );
    expect(toastTranslator(hindi, true)("Gateway timed out")).toBeUndefined();
  });
});
