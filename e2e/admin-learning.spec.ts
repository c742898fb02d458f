/**
 * #37: an operator links a toy to a chapter, with a sentence on how in each language; the toy's
 * Hindi page and the chapter's page say so at once, and no longer once the link is removed.
 */
import { expect, test } from "./support/test";
import { signInAsAdmin } from "./support/admin";
import { productsInStock } from "./support/shopper";

const DETERMINANTS = "/learn/class-12-determinants";
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

  await page.goto(`/hi/shop/${product!._id}`);
  const teaches = page.getByRole("region", { name: "यह क्या सिखाता है" });
  await expect(teaches.getByRole("link", { name: "कक्षा 12 · अध्याय 4: सारणिक" })).toBeVisible();
  await expect(teaches).toContainText(HOW.hi);
  await page.goto(DETERMINANTS);
  await expect(page.getByRole("heading", { name: product!.name })).toBeVisible();
  await expect(page.getByText(HOW.en)).toBeVisible();

  await page.goto(`/admin/products/${product!._id}`);
  await linked.getByRole("button", { name: "Remove this link" }).click();
  await expect(linked).toHaveCount(0);
  await page.goto(DETERMINANTS);
  await expect(page.getByText("We have no toy for this yet.")).toBeVisible();
});
