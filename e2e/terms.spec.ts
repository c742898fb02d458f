import { expect, test } from "@playwright/test";

test("terms show the four policies, a FAQ accordion and a way to contact us", async ({ page }) => {
  await page.goto("/terms");
  for (const heading of ["Terms & Conditions", "Privacy Policy", "Refund and Cancellation Policy", "Shipping Policy"]) {
    await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  }
  await expect(page.getByText("Approved refunds are paid within 15 days.")).toBeVisible();
  const question = page.getByText("Can I cancel my order?");
  const answer = page.getByText(/Yes, within 15 days of ordering/);
  await expect(answer).toBeHidden();
  await question.click();
  await expect(answer).toBeVisible();
  await page.getByRole("link", { name: "Contact us" }).click();
  await expect(page).toHaveURL(/\/contact$/);
});
