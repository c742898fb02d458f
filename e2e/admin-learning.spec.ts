/**
 * #37: an operator links a toy to a chapter, with a sentence on how in each language, and writes
 * its activity sheet; the toy's Hindi page and the chapter's page say so at once, offer the sheet,
 * and no longer once the link is removed.
 */
import { expect, test } from "./support/test";
import { signInAsAdmin } from "./support/admin";
import { productsInStock } from "./support/shopper";

const DETERMINANTS = "/learn/class-12-determinants";
const SHEET = {
  "Title (English)": "Expand a determinant",
  "Title (Hindi)": "सारणिक का प्रसार",
  "What the child practises (English)": "Expanding a 3 × 3 determinant along its first row.",
  "What the child practises (Hindi)": "3 × 3 सारणिक का पहली पंक्ति के अनुदिश प्रसार।",
  "Steps (English)": "Lay out the nine tiles.\nCover the first row's column in turn.",
  "Steps (Hindi)": "नौ टाइलें बिछाएँ।\nबारी-बारी से पहली पंक्ति का स्तंभ ढकें।",
  "Questions (English)": "What is the determinant of the identity matrix?",
  "Questions (Hindi)": "तत्समक आव्यूह का सारणिक क्या है?",
  "Answers (English)": "1",
  "Answers (Hindi)": "1",
};
const HOW = {
  en: "Its grid of tiles lays out a 3 × 3 determinant to expand along a row, sign by sign.",
  hi: "इसकी टाइलों का ग्रिड 3 × 3 सारणिक को बिछा देता है, जिसे चिह्न-दर-चिह्न किसी पंक्ति के अनुदिश प्रसारित किया जाता है।",
};

test("an operator links a toy to a chapter with how it helps, and its pages say so until the link is removed", async ({
  page,
  request,
}) => {
  const [product] = await productsInStock(request);
  await signInAsAdmin(page);
  await page.goto(`/admin/products/${product!._id}`);
  const adding = page.getByRole("form", { name: "Link to a chapter or skill" });
  await adding.getByLabel("Chapter or skill").selectOption({ label: "Class 12 · Determinants" });
  await adding.getByLabel("How it helps (English)").fill(HOW.en);
  await adding.getByLabel("How it helps (Hindi)").fill(HOW.hi);
  await adding.getByRole("button", { name: "Add link" }).click();
  const linked = page.getByRole("form", { name: "Class 12 · Determinants" });
  await expect(linked.getByLabel("How it helps (Hindi)")).toHaveValue(HOW.hi);
  await page.getByText("Write an activity sheet for this link").click();
  const sheet = page.getByRole("form", { name: "Activity sheet for Class 12 · Determinants" });
  for (const [label, value] of Object.entries(SHEET)) await sheet.getByLabel(label, { exact: true }).fill(value);
  await sheet.getByRole("button", { name: "Add sheet" }).click();
  await expect(page.getByText("Activity sheet: Expand a determinant")).toBeVisible();

  await page.goto(`/hi/shop/${product!._id}`);
  const teaches = page.getByRole("region", { name: "यह क्या सिखाता है" });
  await expect(teaches.getByRole("link", { name: "कक्षा 12 · अध्याय 4: सारणिक" })).toBeVisible();
  await expect(teaches).toContainText(HOW.hi);
  await page.goto(DETERMINANTS);
  await expect(page.getByRole("heading", { name: product!.name })).toBeVisible();
  await expect(page.getByText(HOW.en)).toBeVisible();
  const download = page.getByRole("link", { name: "Activity sheet (PDF): Expand a determinant" });
  expect((await request.get((await download.getAttribute("href"))!)).headers()["content-type"]).toBe("application/pdf");

  await page.goto(`/admin/products/${product!._id}`);
  await linked.getByRole("button", { name: "Remove this link" }).click();
  await expect(linked).toHaveCount(0);
  await page.goto(DETERMINANTS);
  await expect(page.getByText("We have no toy for this yet.")).toBeVisible();
});
