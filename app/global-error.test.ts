import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { ui as hindiUi } from "@/messages/hi/ui";

const address = vi.hoisted(() => ({ pathname: "/" }));
vi.mock("next/navigation", () => ({ usePathname: () => address.pathname }));
const { default: GlobalError } = await import("./global-error");

const render = (pathname: string) => {
  address.pathname = pathname;
  return renderToStaticMarkup(createElement(GlobalError, { error: new Error("boom"), retry: () => {} }));
};

describe("GlobalError", () => {
  it("says what happened in the address's language, with a retry and a way home", () => {
    const hindi = render("/hi/shop");
    expect(hindi).toContain('<html lang="hi-IN">');
    for (const text of [hindiUi.somethingWrong, hindiUi.pageFailed, hindiUi.tryAgain]) expect(hindi).toContain(text);
    expect(hindi).toMatch(new RegExp(`<a href="/hi"[^>]*>${hindiUi.goHome}</a>`));

    const english = render("/shop");
    expect(english).toContain('<html lang="en-IN">');
    expect(english).toMatch(/<button type="button"[^>]*>Try again<\/button>/);
    expect(english).toMatch(/<a href="\/"[^>]*>Go to Home<\/a>/);
    expect(english).not.toContain("boom");
  });
});
