/**
 * The customers, one row each, oldest account first: when they joined, their language, what they
 * ordered (orders that went ahead: not unpaid, failed, cancelled or returned) and their choices of
 * order updates. Contact details only as far as the customer chose to be contacted: the name and
 * phone of a customer who chose order updates on WhatsApp or by SMS (their consent, recorded in
 * consent_records), nothing for anyone else. Never an e-mail (the store records no consent beyond
 * the order e-mails), an address, a password hash or a token. Operators' accounts are not listed.
 */
import "server-only";
import { csvCell } from "../../csv";
import { indianIsoDateTime, indianIsoDay } from "../../dates";
import { db } from "../../db";
import type { OrderStatus } from "../../generated/prisma/enums";
import { csvRowBatches, keysetBatches } from "./csv-stream";
import { rupeeText } from "../../money";
import { yesNo } from "./export-cells";

export const CUSTOMERS_HEADER = [
  "Customer ID",
  "Joined (IST)",
  "Language",
  "Orders",
  "Ordered (₹)",
  "Last order (IST)",
  "WhatsApp updates",
  "SMS updates",
  "Name",
  "Phone",
];

/** Orders that never went ahead. */
const NOT_ORDERED: OrderStatus[] = ["AWAITING_PAYMENT", "PAYMENT_FAILED", "CANCELLED", "RETURNED"];

const customerBatches = () =>
  keysetBatches((after: { createdAt: Date; id: string } | null, take) =>
    db().user.findMany({
      where: {
        role: "CUSTOMER",
        ...(after
          ? { OR: [{ createdAt: { gt: after.createdAt } }, { createdAt: after.createdAt, id: { gt: after.id } }] }
          : {}),
      },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      take,
      // Only what the export may show: never the hash, and the e-mail not even read.
      select: {
        id: true,
        createdAt: true,
        locale: true,
        whatsappUpdates: true,
        smsUpdates: true,
        name: true,
        phone: true,
      },
    }),
  );

async function orderFigures(userIds: string[]) {
  const rows = await db().order.groupBy({
    by: ["userId"],
    where: { userId: { in: userIds }, status: { notIn: NOT_ORDERED } },
    _count: { _all: true },
    _sum: { amount: true },
    _max: { createdAt: true },
  });
  return new Map(rows.map((row) => [row.userId, row]));
}

export const customerRows = () =>
  csvRowBatches(customerBatches(), async (customers) => {
    const figures = await orderFigures(customers.map((customer) => customer.id));
    return customers.map((customer) => {
      const ordered = figures.get(customer.id);
      const contactable = customer.whatsappUpdates || customer.smsUpdates;
      const lastOrder = ordered?._max.createdAt;
      return [
        customer.id,
        indianIsoDay(customer.createdAt),
        customer.locale,
        String(ordered?._count._all ?? 0),
        rupeeText(ordered?._sum.amount ?? null) || "0.00",
        lastOrder ? indianIsoDateTime(lastOrder) : "",
        yesNo(customer.whatsappUpdates),
        yesNo(customer.smsUpdates),
        contactable ? csvCell(customer.name) : "",
        contactable ? csvCell(customer.phone ?? "") : "",
      ];
    });
  });
