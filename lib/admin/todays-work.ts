/**
 * Today's work at a glance (the dashboard): each kind of work waiting for the operator, counted,
 * with a link to the admin list showing exactly those records. A kind is only a list and the
 * query of its link: the count parses that query with the list's own reader and counts with the
 * list's own filter, so a count and the list its link opens can never disagree.
 */
import "server-only";
import { adminProductQuery, countProductsForAdmin } from "../catalog/admin-product-list";
import { adminOrderQuery, countOrdersForAdmin } from "../orders/admin-orders";
import { adminReturnQuery, countReturnsForAdmin } from "../orders/returns/read-returns";
import { adminQuoteQuery, countQuotesForAdmin } from "../quotes/admin-quotes";
import { adminReviewQuery, countReviewsForAdmin } from "../reviews/moderation";
import { listAddress, type ListParams } from "./paging";

/** Each admin list a kind of work links to: its address, and how many records it shows for a query. */
const LISTS = {
  orders: { path: "/admin/orders", count: (params: ListParams) => countOrdersForAdmin(adminOrderQuery(params)) },
  returns: { path: "/admin/returns", count: (params: ListParams) => countReturnsForAdmin(adminReturnQuery(params)) },
  quotes: { path: "/admin/quotes", count: (params: ListParams) => countQuotesForAdmin(adminQuoteQuery(params)) },
  reviews: { path: "/admin/reviews", count: (params: ListParams) => countReviewsForAdmin(adminReviewQuery(params)) },
  products: {
    path: "/admin/products",
    count: (params: ListParams) => countProductsForAdmin(adminProductQuery(params)),
  },
} as const;

export type WorkList = keyof typeof LISTS;

interface WorkKind {
  list: WorkList;
  /** The query of the link: the list's filters for this work. */
  params: Record<string, string>;
  /** What one record is, and several, and what is said when there are none. */
  one: string;
  many: string;
  none: string;
}

/** Every kind of work, in the order of an order's day, then the rest. */
export const TODAYS_WORK = {
  confirm: {
    list: "orders",
    params: { status: "AWAITING_CONFIRMATION" },
    one: "cash on delivery order to confirm by phone",
    many: "cash on delivery orders to confirm by phone",
    none: "Nothing to confirm",
  },
  pack: {
    list: "orders",
    params: { status: "ORDER_PLACED" },
    one: "order to pack",
    many: "orders to pack",
    none: "Nothing to pack",
  },
  book: {
    list: "orders",
    params: { status: "PACKING", booking: "none" },
    one: "packed order to book with a courier",
    many: "packed orders to book with a courier",
    none: "Nothing to book",
  },
  ndr: {
    list: "orders",
    params: { status: "DELIVERY_FAILED" },
    one: "failed delivery (NDR) to answer",
    many: "failed deliveries (NDRs) to answer",
    none: "No failed delivery open",
  },
  returns: {
    list: "returns",
    params: { status: "REQUESTED" },
    one: "return to review",
    many: "returns to review",
    none: "No return to review",
  },
  quotes: {
    list: "quotes",
    params: { state: "REQUESTED" },
    one: "quote to price",
    many: "quotes to price",
    none: "No quote to price",
  },
  reviews: {
    list: "reviews",
    params: { status: "PENDING" },
    one: "review to moderate",
    many: "reviews to moderate",
    none: "No review to moderate",
  },
  lowStock: {
    list: "products",
    params: { stock: "low" },
    one: "product running low on stock",
    many: "products running low on stock",
    none: "No product running low",
  },
} as const satisfies Record<string, WorkKind>;

export type WorkKindName = keyof typeof TODAYS_WORK;

/** How many records the admin list at this address shows (its filters, a search included). */
export const countListed = (list: WorkList, params: ListParams): Promise<number> => LISTS[list].count(params);

/** The address of a kind of work's list, filtered to exactly that work. */
export const workAddress = ({ list, params }: WorkKind): string => listAddress(LISTS[list].path, params);

export interface WorkItem {
  kind: WorkKindName;
  count: number;
  /** "3 orders to pack", or for none "Nothing to pack". */
  text: string;
  href: string;
}

/** "3 orders to pack", "1 order to pack", and for none, plainly, "Nothing to pack". */
export const workText = ({ one, many, none }: WorkKind, count: number): string =>
  count === 0 ? none : `${count} ${count === 1 ? one : many}`;

/** Every kind of work with its count: one count query each, all at once. */
export async function todaysWork(): Promise<WorkItem[]> {
  const kinds = Object.entries(TODAYS_WORK) as [WorkKindName, WorkKind][];
  return Promise.all(
    kinds.map(async ([kind, work]) => {
      const count = await countListed(work.list, work.params);
      return { kind, count, text: workText(work, count), href: workAddress(work) };
    }),
  );
}

/** What waits as of `now` (the daily summary): three of the dashboard's kinds, among records made before it. */
export async function workWaitingAt(now: Date): Promise<{ toPack: number; toConfirm: number; toReview: number }> {
  const [toPack, toConfirm, toReview] = await Promise.all([
    countOrdersForAdmin({ ...adminOrderQuery(TODAYS_WORK.pack.params), madeBefore: now }),
    countOrdersForAdmin({ ...adminOrderQuery(TODAYS_WORK.confirm.params), madeBefore: now }),
    countReturnsForAdmin({ ...adminReturnQuery(TODAYS_WORK.returns.params), madeBefore: now }),
  ]);
  return { toPack, toConfirm, toReview };
}
