import { describeErrors, validateStorePages } from "../scripts/html-validation";
import { expect, test } from "./support/test";

test("every page in the sitemap is valid HTML to the Nu HTML Checker", { tag: "@api" }, async ({ baseURL }) => {
  const { pages, errors } = await validateStorePages(baseURL!);
  expect(pages.length, "pages in the sitemap").toBeGreaterThan(40);
  expect(errors, describeErrors(pages, errors)).toEqual([]);
});
