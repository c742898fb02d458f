import { expect, test } from "./support/test";
import { openCaughtEmail } from "./support/mail";
import { createShopper } from "./support/shopper";

test.describe("password recovery", () => {
  test("forgot password → the e-mailed link → a new password → sign in with it", async ({ page, pageErrors }) => {
    // The old password's refusal.
    pageErrors.expect(/status of 401 .* from \S+\/api\/user\/login /);
    const shopper = await createShopper();
    const newPassword = "a-brand-new-secret-2026";

    await page.goto("/login");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByText("Email is required", { exact: true })).toBeVisible();
    await page.getByLabel("Email").fill(shopper.email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByRole("main").getByRole("status")).toHaveText(
      /If an account exists for this email, we have sent it a link/,
    );

    await openCaughtEmail(page, "Reset your GanitPlay password", shopper.email);
    const text = await page.getByTestId("caught-text").innerText();
    const resetUrl = new URL(/\S+\/reset-password\?token=[A-Za-z0-9_-]{43}/.exec(text)![0]);

    await page.goto(`${resetUrl.pathname}${resetUrl.search}`);
    await page.getByLabel("New password", { exact: true }).fill("short");
    await page.getByLabel("Confirm new password").fill("different");
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();
    await page.getByLabel("New password", { exact: true }).fill(newPassword);
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect(page.getByText("Passwords don't match")).toBeVisible();
    await page.getByLabel("Confirm new password").fill(newPassword);
    await page.getByRole("button", { name: "Show password" }).first().click();
    await expect(page.getByLabel("New password", { exact: true })).toHaveAttribute("type", "text");
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect(page.getByRole("main").getByRole("status")).toHaveText(
      "Your password has been changed. Please sign in with your new password.",
    );

    await page.getByRole("link", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel("Email or phone number").fill(shopper.email);
    await page.getByLabel("Password", { exact: true }).fill(shopper.password);
    await page.getByRole("button", { name: "Sign In", exact: true }).last().click();
    await expect(page.getByText("Invalid email/phone or password")).toBeVisible();
    await page.getByLabel("Password", { exact: true }).fill(newPassword);
    await page.getByRole("button", { name: "Sign In", exact: true }).last().click();
    await expect(page.getByText("Login successful! Redirecting...")).toBeVisible();

    await openCaughtEmail(page, "Your GanitPlay password was changed", shopper.email);
  });

  test("an unknown link is refused on the page with the reason", async ({ page, pageErrors }) => {
    pageErrors.expect(/status of 400 .* from \S+\/api\/user\/reset-password /);
    await page.goto("/reset-password?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA");
    await page.getByLabel("New password", { exact: true }).fill("a-brand-new-secret-2026");
    await page.getByLabel("Confirm new password").fill("a-brand-new-secret-2026");
    await page.getByRole("button", { name: "Set new password" }).click();
    // Filtered: Next.js's route announcer is an alert too.
    await expect(
      page.getByRole("alert").filter({ hasText: "This password reset link is invalid or has expired" }),
    ).toBeVisible();
  });
});
