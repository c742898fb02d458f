import { expect, test } from "./support/test";

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

test("terms name the configured Grievance Officer and the complaint timelines, linked from the contact page", async ({
  page,
}) => {
  await page.goto("/contact");
  await page.getByRole("link", { name: "Grievance Officer" }).click();
  await expect(page).toHaveURL(/\/terms#grievance-officer$/);
  const section = page.getByRole("region", { name: "Grievance Officer" });
  await expect(section).toBeInViewport();
  // The values scripts/e2e.ts configures.
  await expect(section).toContainText("Meera Test Officer");
  await expect(section).toContainText("Head of Customer Care");
  await expect(section.getByRole("link", { name: "grievance@ganitplay.test" })).toHaveAttribute(
    "href",
    "mailto:grievance@ganitplay.test",
  );
  await expect(section.getByRole("link", { name: "+91 291 000 0009" })).toHaveAttribute("href", "tel:+912910000009");
  await expect(section).toContainText("acknowledge every complaint within 48 hours");
  await expect(section).toContainText("resolve it within one month");
  await expect(section).not.toContainText("placeholder");
});
