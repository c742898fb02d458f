import { expect, test } from "./support/test";

test.describe("layout", () => {
  test("the header gains a shadow once the page scrolls, and a button leads back to the top", async ({ page }) => {
    await page.goto("/shop");
    const header = page.getByRole("banner");
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await expect(page.getByRole("button", { name: "Back to top" })).toHaveCount(0);
    await page.mouse.wheel(0, 600);
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await page.getByRole("button", { name: "Back to top" }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("the mobile menu locks the page and closes on navigation", { tag: "@phone" }, async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Menu" }).click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu.getByRole("link", { name: "Create Account" })).toHaveAttribute("href", "/register");
    await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe("hidden");
    await menu.getByRole("link", { name: "Blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(menu).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe("");
  });
});

test.describe("footer", () => {
  test("shows the configured address, two phones, e-mail, hours, social links and the year", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.locator("address")).toHaveText(process.env.NEXT_PUBLIC_STORE_ADDRESS!);
    const phones = process.env.NEXT_PUBLIC_STORE_PHONES!.split(",");
    expect(phones).toHaveLength(2);
    for (const phone of phones) {
      await expect(footer.getByRole("link", { name: phone })).toHaveAttribute(
        "href",
        `tel:${phone.replace(/[^\d+]/g, "")}`,
      );
    }
    const email = process.env.NEXT_PUBLIC_STORE_EMAIL!;
    await expect(footer.getByRole("link", { name: email })).toHaveAttribute("href", `mailto:${email}`);
    await expect(footer).toContainText("Mon-Fri 9AM-6PM");
    const social = footer.getByRole("list", { name: "Social media" }).getByRole("link");
    await expect(social).toHaveCount(3);
    for (const [index, url] of [
      process.env.NEXT_PUBLIC_INSTAGRAM_URL,
      process.env.NEXT_PUBLIC_FACEBOOK_URL,
      process.env.NEXT_PUBLIC_YOUTUBE_URL,
    ].entries()) {
      await expect(social.nth(index)).toHaveAttribute("href", url!);
      await expect(social.nth(index)).toHaveAttribute("target", "_blank");
    }
    await expect(footer).toContainText(`© ${new Date().getFullYear()} GanitPlay`);
    const links = footer.getByRole("navigation", { name: "Footer" }).getByRole("link");
    await expect(links).toHaveText(["Contact", "Terms & Policies", "Blog", "Gift cards"]);
  });

  test("its links bring the page back to the top, on another page or the same one", async ({ page }) => {
    await page.goto("/contact");
    const footerLink = (name: string) =>
      page.getByRole("navigation", { name: "Footer" }).getByRole("link", { name, exact: true });
    await footerLink("Contact").scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await footerLink("Contact").click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await footerLink("Blog").scrollIntoViewIfNeeded();
    await footerLink("Blog").click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
