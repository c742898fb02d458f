import { render } from "@react-email/render";
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { PasswordResetEmail } from "./account/account-emails";
import { renderEmail } from "./render";

describe("renderEmail", () => {
  it("gives the HTML and the same text body as react-email's own plain-text render", async () => {
    const email = createElement(PasswordResetEmail, {
      locale: "en",
      name: "Asha",
      resetUrl: "https://ganitplay.test/reset-password?token=abc",
      validMinutes: 30,
    });
    const { html, text } = await renderEmail(email);
    expect(html).toBe(await render(email));
    expect(text).toBe(await render(email, { plainText: true }));
    expect(text).toContain("https://ganitplay.test/reset-password?token=abc");
    expect(text).not.toContain("<");
  });
});
