/**
 * An operator's alerts (#36): an admin turns on WhatsApp alerts of each new order on /admin/alerts,
 * which records their consent, then turns them off again, which records its withdrawal.
 */
import { expect, test } from "./support/test";
import { database } from "./support/accounts";
import { signInThroughLogin } from "./support/admin";
import { createShopper } from "./support/shopper";

test("an admin turns on WhatsApp alerts of each new order, and off again", async ({ page }) => {
  const operator = await createShopper("Meera Joshi");
  await database().query(`UPDATE users SET role = 'ADMIN' WHERE id = $1`, [operator.user._id]);
  await signInThroughLogin(page, operator.email, operator.password);

  await page.goto("/admin/alerts");
  await expect(page.getByRole("heading", { name: "Alerts", level: 1 })).toBeVisible();
  const form = page.getByRole("form", { name: "Your alerts of new orders" });
  await form.getByLabel("Each new order, as it is confirmed or paid").check();
  const whatsApp = form.getByLabel(`On WhatsApp at +91 ${operator.phone.slice(0, 5)} ${operator.phone.slice(5)}`);
  await whatsApp.check();
  await form.getByRole("button", { name: "Save my alerts" }).click();
  await expect(form.getByRole("status")).toHaveText("Saved: your alerts are on");

  await form.getByLabel("No alerts").check();
  await form.getByRole("button", { name: "Save my alerts" }).click();
  await expect(form.getByRole("status")).toHaveText("Saved: you get no alerts");

  const { rows } = await database().query<{ purpose: string; granted: boolean }>(
    `SELECT purpose::text, granted FROM consent_records WHERE "userId" = $1 ORDER BY "createdAt"`,
    [operator.user._id],
  );
  expect(rows).toEqual([
    { purpose: "operator_whatsapp_alerts", granted: true },
    { purpose: "operator_whatsapp_alerts", granted: false },
  ]);
});
