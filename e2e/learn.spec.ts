/**
 * #37: shop by what a child is learning. A parent on a 360 px phone, in Hindi, starts from the
 * class, then the chapter, then a toy that serves it, downloads its activity sheet and adds it to
 * the cart.
 */
import { execFileSync } from "node:child_process";
import { readFile } from "node:fs/promises";
import { expect, test } from "./support/test";
import { activitySheets } from "../prisma/seed-data/activity-sheets";
import { productsHindi } from "../prisma/seed-data/catalogue/hi";
import { createShopper, signInAs } from "./support/shopper";

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

test("a parent picks Class 10, then Trigonometry, then a toy, downloads its activity sheet and adds the toy to the cart, in Hindi at 360 px", async ({
  page,
}) => {
  const toy = productsHindi["trigno-card"]!.name;
  const sheet = activitySheets.find(
    (seeded) => seeded.product === "trigno-card" && seeded.topic === "class-10-introduction-to-trigonometry",
  )!;
  await signInAs(page, await createShopper());
  await page.goto("/hi/learn");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("कक्षा और अध्याय से सीखें");
  await page.getByRole("link", { name: /^कक्षा 10\b/ }).click();

  await expect(page).toHaveURL(/\/hi\/learn\/class-10$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("कक्षा 10 गणित: अध्याय-दर-अध्याय खिलौने और खेल");
  await expect(page.getByRole("heading", { level: 2 })).toContainText(["NCERT की किताब गणित (2023-24 संस्करण) के अध्याय"]);
  await page.getByRole("link", { name: "8. त्रिकोणमिति का परिचय" }).click();

  await expect(page).toHaveURL(/\/hi\/learn\/class-10-introduction-to-trigonometry$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("कक्षा 10 के लिए त्रिकोणमिति का परिचय — खेल-खेल में");
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: toy }) });
  await expect(card).toContainText("यह कैसे मदद करता है");
  await card.getByRole("link", { name: toy, exact: true }).click();

  await expect(page).toHaveURL(/\/hi\/shop\/[^/]+$/);
  const teaches = page.getByRole("region", { name: "यह क्या सिखाता है" });
  await expect(teaches.getByRole("link", { name: "कक्षा 10 · अध्याय 8: त्रिकोणमिति का परिचय" })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    teaches.getByRole("link", { name: `गतिविधि पत्रक (PDF): ${sheet.title.hi}` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("trigno-card-class-10-introduction-to-trigonometry-hi.pdf");
  const pdf = await readFile(await download.path());
  expect(execFileSync("pdfinfo", ["-"], { input: pdf }).toString()).toMatch(
    /Page size:\s+595\.28 x 841\.89 pts \(A4\)/,
  );
  expect(execFileSync("pdftotext", ["-", "-"], { input: pdf }).toString()).toContain("कक्षा 10");
  // The page has scrolled past the product's own button: the phone's sticky bar offers it too.
  await page.getByTestId("sticky-buy-bar").getByRole("button", { name: "कार्ट में जोड़ें", exact: true }).click();
  await expect(page.getByText(`${toy} को कार्ट में जोड़ दिया गया!`)).toBeVisible();
  await page.goto("/hi/cart");
  await expect(page.getByTestId("cart-line").filter({ hasText: toy })).toHaveCount(1);
});

test("a teacher asks for a class set of a chapter's toys from its page", async ({ page }) => {
  const topic = "class-10-introduction-to-trigonometry";
  const toys = activitySheets.filter((sheet) => sheet.topic === topic).map((sheet) => sheet.product);
  await signInAs(page, await createShopper());
  await page.goto(`/learn/${topic}`);
  const classSet = page.getByRole("region", { name: "For schools: a class set" });
  await classSet.getByLabel("How many of each toy").fill("36");
  await classSet.getByRole("button", { name: "Ask for a class-set quote" }).click();

  await expect(page).toHaveURL(new RegExp(`/quotes/new\\?topic=${topic}&quantity=36$`));
  const quantities = page.getByLabel(/^Quantity of /);
  await expect(quantities).toHaveCount(toys.length);
  for (const quantity of await quantities.all()) await expect(quantity).toHaveValue("36");
});
