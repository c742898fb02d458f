/**
 * `npm run validate:html [store address]`: the Nu HTML Checker over every page in a running store's
 * sitemaps (default http://localhost:$PORT, else :3000). Prints each error with its page and exits 1
 * when there is any.
 */
import { describeErrors, validateStorePages } from "./html-validation";

const store = process.argv[2] ?? `http://localhost:${process.env.PORT || "3000"}`;
try {
  const { pages, errors } = await validateStorePages(store);
  console.log(describeErrors(pages, errors));
  process.exitCode = errors.length > 0 || pages.length === 0 ? 1 : 0;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
