/**
 * The operators' side of quotes (/admin/quotes): every customer's quotes with who asked, newest
 * first, filtered by where they stand and searched by school or customer, and an operator's
 * withdrawal of one not yet accepted.
 */
import "server-only";
import { containing, customerMatching } from "../admin/list-search";
import { oneOf, requestedPage, type ListParams } from "../admin/paging";
import { indianIsoDay } from "../dates";
import { db } from "../db";
import type { Prisma } from "../generated/prisma/client";
import { conflict, notFound } from "../http/errors";
import { validationMessage } from "../validation/error-messages";
import { searchText } from "../validation/text";
import { quoteById, quoteInclude, toQuote, type Quote, type QuoteState } from "./quote";
import { queueQuoteWithdrawn } from "./quote-notices";

export const ADMIN_QUOTES_PAGE_SIZE = 50;

/** Every state an operator may filter by, in the order a quote goes through them. */
export const QUOTE_STATES = ["REQUESTED", "PRICED", "SENT", "ACCEPTED", "EXPIRED", "WITHDRAWN"] as const;

export const QUOTE_STATE_LABELS: Record<QuoteState, string> = {
  REQUESTED: "Requested",
  PRICED: "Priced, not sent",
  SENT: "Sent",
  ACCEPTED: "Accepted",
  EXPIRED: "Expired",
  WITHDRAWN: "Withdrawn",
};

/** Nothing more can happen to an accepted (it is an order) or withdrawn quote: not priced, sent nor withdrawn. */
export const isClosedQuote = (state: QuoteState) => state === "ACCEPTED" || state === "WITHDRAWN";

export interface QuoteCustomer {
  name: string;
  email: string | null;
  phone: string | null;
}

export type AdminQuote = Quote & { customer: QuoteCustomer };

const withCustomer = {
  ...quoteInclude,
  user: { select: { name: true, email: true, phone: true } },
} satisfies Prisma.QuoteInclude;

type Row = Prisma.QuoteGetPayload<{ include: typeof withCustomer }>;

const toAdminQuote = ({ user, ...row }: Row): AdminQuote => ({ ...toQuote(row), customer: user });

/**
 * EXPIRED is no stored status (./quote.ts reads it from a sent quote's last day): a sent quote
 * is SENT in the list until the end of its last valid day in India, EXPIRED from then on.
 */
function stateFilter(state: QuoteState | undefined): Prisma.QuoteWhereInput {
  if (!state) return {};
  // validUntil is stored as the day at 00:00 UTC (./price-quote.ts), so today's row compares equal.
  const today = new Date(`${indianIsoDay(new Date())}T00:00:00Z`);
  if (state === "SENT") return { status: "SENT", validUntil: { gte: today } };
  if (state === "EXPIRED") return { status: "SENT", validUntil: { lt: today } };
  return { status: state };
}

export interface AdminQuoteQuery {
  state?: QuoteState;
  /** Part of the organisation's name, or of the customer's name or e-mail. */
  search?: string;
  page?: number;
}

/** The quotes list's filters as its address carries them (`?state=&q=&page=`). */
export const adminQuoteQuery = (params: ListParams): AdminQuoteQuery => ({
  state: oneOf(QUOTE_STATES, params.state),
  search: searchText().parse(params.q),
  page: requestedPage(params.page),
});

/** The one definition of what the list shows for a query: the list and every count of it read this. */
function adminQuoteWhere({ state, search }: AdminQuoteQuery): Prisma.QuoteWhereInput {
  const text = search?.trim();
  const matching = text ? { OR: [{ organisation: containing(text) }, { user: customerMatching(text) }] } : {};
  return { AND: [stateFilter(state), matching] };
}

/** How many quotes the list shows for this query, over all its pages. */
export const countQuotesForAdmin = (query: AdminQuoteQuery = {}) => db().quote.count({ where: adminQuoteWhere(query) });

/** One page of the quotes in a state (all when none), newest first, with their customers. */
export async function listQuotesForAdmin(query: AdminQuoteQuery = {}) {
  const { page = 1 } = query;
  const where = adminQuoteWhere(query);
  const [rows, total] = await db().$transaction([
    db().quote.findMany({
      where,
      include: withCustomer,
      orderBy: [{ createdAt: "desc" }, { id: "asc" }],
      skip: (page - 1) * ADMIN_QUOTES_PAGE_SIZE,
      take: ADMIN_QUOTES_PAGE_SIZE,
    }),
    db().quote.count({ where }),
  ]);
  return {
    quotes: rows.map(toAdminQuote),
    total,
    pages: Math.max(1, Math.ceil(total / ADMIN_QUOTES_PAGE_SIZE)),
  };
}

/** Any quote with its customer, for its admin page; null when there is none. */
export async function findQuoteForAdmin(quoteId: string): Promise<AdminQuote | null> {
  const row = await db().quote.findUnique({ where: { id: quoteId }, include: withCustomer });
  return row ? toAdminQuote(row) : null;
}

/**
 * An operator withdraws a quote (the school no longer needs it, the prices can no longer be
 * kept): the customer can no longer accept it, and is told by e-mail. Refused (409) once accepted
 * or already withdrawn.
 */
export async function withdrawQuote(quoteId: string): Promise<Quote> {
  await db().$transaction(async (tx) => {
    // The acceptance takes the same row lock: a withdrawal racing it waits, then sees it accepted.
    const [locked] = await tx.$queryRaw<{ status: string }[]>`
      SELECT "status"::text FROM "quotes" WHERE "id" = ${quoteId} FOR UPDATE`;
    if (!locked) throw notFound(validationMessage("quoteNotFound"));
    if (locked.status === "ACCEPTED") throw conflict("An accepted quote cannot be withdrawn: it is an order now");
    if (locked.status === "WITHDRAWN") throw conflict("This quote is already withdrawn");
    await tx.quote.update({ where: { id: quoteId }, data: { status: "WITHDRAWN" } });
    await queueQuoteWithdrawn(tx, quoteId);
  });
  return quoteById(quoteId);
}
