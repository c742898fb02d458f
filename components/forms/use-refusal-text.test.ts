import { createElement } from "react";
import { describe, expect, it } from "vitest";
import type { Locale } from "@/lib/i18n/locales";
import { renderInLanguage } from "@/test/support/intl";
import { useRefusalText } from "./use-refusal-text";

/** What a screen shows for the API's `message`, with its own words as the fallback. */
function shown(message: string, locale: Locale): string {
  function Refusal() {
    return createElement("p", null, useRefusalText()(message, "FALLBACK"));
  }
  return renderInLanguage(createElement(Refusal), locale).replace(/^<p>|<\/p>$/g, "");
}

describe("useRefusalText", () => {
  it("shows a refusal the catalogue knows in the page's language, each part of a rate limit too", () => {
    const refusal = "Too many delivery checks from your network. Please try again in 4 minutes.";
    expect(shown(refusal, "hi")).toBe("आपके नेटवर्क से डिलीवरी की जाँच बहुत बार की गई है। कृपया 4 मिनट बाद फिर से कोशिश करें।");
    expect(shown(refusal, "en")).toBe(refusal);
  });

  it("keeps any other refusal on an English page, and says the screen's own words on a Hindi one", () => {
    expect(shown("Gateway timed out", "en")).toBe("Gateway timed out");
    expect(shown("Gateway timed out", "hi")).toBe("FALLBACK");
  });
});
