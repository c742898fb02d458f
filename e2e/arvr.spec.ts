import { expect, test } from "./support/test";

test("/arvr goes straight to the AR/VR experience, which moves the unit circle", async ({ page, request }) => {
  const html = await (await request.get("/arvr")).text();
  expect(html).toContain('http-equiv="refresh"');
  expect(html).toContain("click here");

  await page.goto("/arvr");
  await expect(page).toHaveURL(/\/ar-vr\/index\.html$/);
  await expect(page.getByRole("heading", { name: "The unit circle, in your hands" })).toBeVisible();
  await expect(page.locator("#sin-out")).toHaveText("0.500"); // its script has drawn the 30° start
  await page.getByLabel("Angle in degrees").fill("90");
  await expect(page.locator("#sin-out")).toHaveText("1.000");
  await expect(page.locator("#tan-out")).toHaveText("undefined");
});
