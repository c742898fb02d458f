/**
 * Today's work: each count is the number of records its link's list shows. Every kind is seeded
 * here, beside records just outside it, all findable by one word no other test uses: the lists and
 * counts are compared through each link narrowed by that word (other files write concurrently).
 */
import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { ensureTestPincodes } from "@/test/support/delivery-data";
import { placeTestOrder } from "@/test/support/orders";
import { askForThirty } from "@/test/support/quotes";
import { storedReview } from "@/test/support/reviews";
import { createProduct, createUser } from "@/test/support/users-and-products";
import { adminProductQuery, listProductsForAdmin } from "../catalog/admin-product-list";
import { db } from "../db";
import type { OrderStatus, ShipmentState } from "../generated/prisma/enums";
import { adminOrderQuery, listOrdersForAdmin } from "../orders/admin-orders";
import { adminReturnQuery, listReturnsForAdmin } from "../orders/returns/read-returns";
import { adminQuoteQuery, listQuotesForAdmin } from "../quotes/admin-quotes";
import { adminReviewQuery, listReviewsForAdmin } from "../reviews/moderation";
import type { ListParams } from "./paging";
import { createFirstShipment } from "@/test/support/shipments";
import {
  countListed,
  TODAYS_WORK,
  todaysWork,
  workAddress,
  workText,
  type WorkKindName,
  type WorkList,
} from "./todays-work";

beforeAll(ensureTestPincodes);

const word = `today${randomBytes(4).toString("hex")}`;

/** What each list's page shows for its address: the ids on the page and the total it states. */
const LISTED: Record<WorkList, (params: ListParams) => Promise<{ ids: string[]; total: number }>> = {
  orders: async (params) => {
    const { orders, total } = await listOrdersForAdmin(adminOrderQuery(params));
    return { ids: orders.map(({ id }) => id), total };
  },
  returns: async (params) => {
    const { returns, total } = await listReturnsForAdmin(adminReturnQuery(params));
    return { ids: returns.map(({ id }) => id), total };
  },
  quotes: async (params) => {
    const { quotes, total } = await listQuotesForAdmin(adminQuoteQuery(params));
    return { ids: quotes.map(({ id }) => id), total };
  },
  reviews: async (params) => {
    const { reviews, total } = await listReviewsForAdmin(adminReviewQuery(params));
    return { ids: reviews.map(({ id }) => id), total };
  },
  products: async (params) => {
    const products = await listProductsForAdmin(adminProductQuery(params));
    return { ids: products.map(({ id }) => id), total: products.length };
  },
};

/** A placed order of a customer named with the word, put in `status`, with a courier booking in `booking`. */
async function orderIn(status: OrderStatus, booking?: ShipmentState) {
  const { order, customer } = await placeTestOrder({ confirmed: status !== "AWAITING_CONFIRMATION" });
  await db().user.update({ where: { id: customer.id }, data: { name: `Asha ${word}` } });
  await db().order.update({ where: { id: order.id }, data: { status } });
  if (booking) {
    await createFirstShipment(order.id, { pincode: "302001", state: booking });
  }
  return order.id;
}

const seeded = {} as Record<WorkKindName, string[]>;

beforeAll(async () => {
  // The packed order already booked is in no kind: it waits for its pickup.
  const [awaiting, placed, packed, , packedBookingCancelled, failed, shipped] = await Promise.all([
    orderIn("AWAITING_CONFIRMATION"),
    orderIn("ORDER_PLACED"),
    orderIn("PACKING"),
    orderIn("PACKING", "BOOKED"),
    orderIn("PACKING", "CANCELLED"),
    orderIn("DELIVERY_FAILED", "UNDELIVERED"),
    orderIn("SHIPPED", "IN_TRANSIT"),
  ]);
  const returnOf = (status: "REQUESTED" | "APPROVED") =>
    db().returnRequest.create({ data: { orderId: shipped, status, reason: "DAMAGED", details: "Crushed box" } });
  const [requested] = await Promise.all([returnOf("REQUESTED"), returnOf("APPROVED")]);

  const teacher = await createUser();
  await db().user.update({ where: { id: teacher.user.id }, data: { name: `Meera ${word}` } });
  const [toPrice, withdrawn] = await Promise.all([askForThirty(teacher), askForThirty(teacher)]);
  await db().quote.update({ where: { id: withdrawn.quoteId }, data: { status: "WITHDRAWN" } });

  const reviewed = await createProduct({ name: `Abacus ${word}` });
  const [pending] = await Promise.all([
    storedReview(reviewed.id, { status: "PENDING" }),
    storedReview(reviewed.id, { status: "APPROVED" }),
  ]);
  const [low] = await Promise.all([
    createProduct({ name: `Tangram ${word} low`, stockQuantity: 4 }),
    createProduct({ name: `Tangram ${word} none`, stockQuantity: 0 }),
    createProduct({ name: `Tangram ${word} off sale`, stockQuantity: 4, inStock: false }),
    createProduct({ name: `Tangram ${word} plenty`, stockQuantity: 11 }),
  ]);

  Object.assign(seeded, {
    confirm: [awaiting],
    pack: [placed],
    // Packed and not booked, or its booking cancelled: booked again from the list.
    book: [packed, packedBookingCancelled],
    ndr: [failed],
    returns: [requested.id],
    quotes: [toPrice.quoteId],
    reviews: [pending.id],
    lowStock: [low.id],
  } satisfies Record<WorkKindName, string[]>);
});

/** The link's own query, as its page reads it, narrowed by a search for the word. */
function linkNarrowed(kind: WorkKindName): ListParams {
  const link = new URL(workAddress(TODAYS_WORK[kind]), "http://store.test");
  return { ...Object.fromEntries(link.searchParams), q: word };
}

describe("today's work", () => {
  it("links each kind to its list filtered to exactly those records, and counts what that list shows", async () => {
    for (const kind of Object.keys(TODAYS_WORK) as WorkKindName[]) {
      const params = linkNarrowed(kind);
      const { list } = TODAYS_WORK[kind];
      const listed = await LISTED[list](params);
      expect(listed.ids.toSorted(), kind).toEqual(seeded[kind].toSorted());
      expect(listed.total, kind).toBe(seeded[kind].length);
      expect(await countListed(list, params), kind).toBe(listed.total);
    }
  });

  it("counts every record of each kind, whoever made it, and links to its filtered list", async () => {
    const items = await todaysWork();
    expect(items.map(({ kind }) => kind)).toEqual(Object.keys(TODAYS_WORK));
    for (const { kind, count, href, text } of items) {
      expect(count, kind).toBeGreaterThanOrEqual(seeded[kind].length);
      expect(href).toBe(workAddress(TODAYS_WORK[kind]));
      expect(text).toBe(workText(TODAYS_WORK[kind], count));
    }
    expect(items.find(({ kind }) => kind === "book")?.href).toBe("/admin/orders?status=PACKING&booking=none");
    expect(items.find(({ kind }) => kind === "lowStock")?.href).toBe("/admin/products?stock=low");
  });

  it("says a count in words, and none plainly", () => {
    expect(workText(TODAYS_WORK.pack, 0)).toBe("Nothing to pack");
    expect(workText(TODAYS_WORK.pack, 1)).toBe("1 order to pack");
    expect(workText(TODAYS_WORK.quotes, 3)).toBe("3 quotes to price");
  });
});
