/**
 * The cached pages with an address per record: a product's page, the further pages of its reviews
 * and its link preview, a blog post's page and preview, and a class's or a topic's page on /learn. Each is rendered on its first request
 * and kept in Next.js's page cache, and so is a 404 (it is stored like any page): every made-up
 * address would be one more entry, a set without bound that any visitor could grow. proxy.ts
 * therefore asks here first, and serves an address that names nothing from one shared not-found
 * address (`/shop/_`, `/blog/_`, `/learn/_`), rendered and cached once.
 *
 * An address found is remembered by the process (a set bounded by the catalogue and the blog);
 * any other is looked up in the database on every request, so a new product or post shows at once.
 * A remembered record that is deleted later renders as not found (its tags expired) and that 404 is
 * cached: one entry at most per address that once existed.
 */
import "server-only";
import { findPost } from "../blog/posts";
import { findProduct } from "../catalog/product-reads";
import { DEFAULT_LOCALE } from "../i18n/locales";
import { classOfSlug } from "../learning/learning-map";
import { isLearningTopic, listMappedClasses } from "../learning/topics";
import { listApprovedReviews } from "../reviews/public-reviews";
import { foundOnce } from "./found-once";

/** A record's key in an address: a cuid or a post's slug. */
const RECORD_KEY = /^[A-Za-z0-9_-]{1,200}$/;
/** The key no record has: its address is the shared not-found page (and preview). */
const NO_RECORD = "_";

const PRODUCT_ADDRESS = /^\/shop\/([^/]+)(?:\/reviews\/([^/]+)|(\/opengraph-image))?$/;
const POST_ADDRESS = /^\/blog\/([^/]+)(\/opengraph-image)?$/;
const LEARN_ADDRESS = /^\/learn\/([^/]+)$/;
/** The lists' own link previews: static routes that the patterns above would take for a record. */
const LIST_PREVIEW = "opengraph-image";

/**
 * Whether `reviewPage` is the one address of a further page of a product's reviews that has
 * `pages` pages: 2 to `pages`, written without leading zeros. Page 1 is the product's own address.
 */
export function isReviewPageAddress(reviewPage: string, pages: number): boolean {
  const page = Number(reviewPage);
  return String(page) === reviewPage && Number.isInteger(page) && page >= 2 && page <= pages;
}

/** The key of an address segment as the page reads it (Next.js decodes its params), or null. */
function recordKey(segment: string): string | null {
  try {
    const key = decodeURIComponent(segment);
    return RECORD_KEY.test(key) ? key : null;
  } catch {
    return null;
  }
}

async function productPageExists(id: string, reviewPage: string | undefined): Promise<boolean> {
  if (!(await foundOnce(`product:${id}`, async () => (await findProduct(id, DEFAULT_LOCALE)) !== null))) return false;
  if (reviewPage === undefined) return true;
  return foundOnce(`product:${id}/reviews/${reviewPage}`, async () =>
    isReviewPageAddress(reviewPage, (await listApprovedReviews(id, 1)).pagination.pages),
  );
}

/** Whether /learn/{key} is a class the map has topics for, or a topic of the map. */
async function learnPageExists(key: string): Promise<boolean> {
  const level = classOfSlug(key);
  return foundOnce(`learn:${key}`, async () =>
    level === null ? isLearningTopic(key) : (await listMappedClasses()).includes(level),
  );
}

/**
 * The shared not-found address to serve for `pathname` when it is a record's page (or preview)
 * and names no record, or no page of its reviews; null for any other address, served as it is.
 */
export async function missingRecordPage(pathname: string): Promise<string | null> {
  const product = PRODUCT_ADDRESS.exec(pathname);
  if (product && product[1] !== LIST_PREVIEW && product[1] !== NO_RECORD) {
    const [, segment, reviewPage, preview = ""] = product;
    const id = recordKey(segment!);
    return id && (await productPageExists(id, reviewPage)) ? null : `/shop/${NO_RECORD}${preview}`;
  }
  const post = POST_ADDRESS.exec(pathname);
  if (post && post[1] !== LIST_PREVIEW && post[1] !== NO_RECORD) {
    const [, segment, preview = ""] = post;
    const key = recordKey(segment!);
    const exists =
      key !== null && (await foundOnce(`post:${key}`, async () => (await findPost(key, DEFAULT_LOCALE)) !== null));
    return exists ? null : `/blog/${NO_RECORD}${preview}`;
  }
  const learn = LEARN_ADDRESS.exec(pathname);
  if (learn && learn[1] !== NO_RECORD) {
    const key = recordKey(learn[1]!);
    return key !== null && (await learnPageExists(key)) ? null : `/learn/${NO_RECORD}`;
  }
  return null;
}
