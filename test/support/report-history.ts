/**
 * A shop's history written straight into the database for the reports' tests: orders in any
 * state at any moment, with their lines, tax documents, payment attempts, cancellations and
 * returns, each sum chosen by the test so that its expected figures can be worked out by hand.
 */
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import type { OrderStatus, PaymentMethod, PaymentState, ReturnReason } from "@/lib/generated/prisma/enums";

const unique = () => randomBytes(6).toString("hex");

export interface SeededLine {
  productId: string;
  quantity: number;
  unitPrice: string;
  discount?: string;
}

export interface SeededOrder {
  userId: string;
  /** "2021-03-01T10:00:00+05:30" */
  placedAt: string;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  paid: boolean;
  subtotal: string;
  discount?: string;
  shipping?: string;
  amount: string;
  state: string;
  pincode: string;
  lines?: SeededLine[];
  /** GST of its invoice, and of its credit notes, in paise. */
  invoiceTax?: number;
  creditNoteTaxes?: number[];
  /** Its PhonePe attempts: how each ended, and the instrument PhonePe named. */
  attempts?: { state: PaymentState; paymentMode?: string }[];
  /** Who cancelled it: the customer, an admin's id, or the store's rules (null). */
  cancelledBy?: string | null;
  returns?: { reason: ReturnReason; refundAmount?: string; at: string; lines?: { line: number; quantity: number }[] }[];
}

async function taxDocument(orderId: string, kind: "INVOICE" | "CREDIT_NOTE", tax: number, issuedAt: Date) {
  const series = `TEST-${unique()}`;
  await db().taxDocument.create({
    data: {
      kind,
      number: `${series}/1`,
      series,
      financialYear: "2020-21",
      sequence: 1,
      orderId,
      issuedAt,
      snapshot: { totals: { taxable: 0, cgst: 0, sgst: 0, igst: tax, tax, total: 0 } },
    },
  });
}

export async function seedOrder(seed: SeededOrder): Promise<string> {
  const placedAt = new Date(seed.placedAt);
  const order = await db().order.create({
    data: {
      userId: seed.userId,
      status: seed.status,
      paymentMethod: seed.paymentMethod,
      paid: seed.paid,
      subtotal: seed.subtotal,
      discount: seed.discount ?? "0",
      shipping: seed.shipping ?? "0",
      amount: seed.amount,
      address: { firstName: "Asha", lastName: "Rao", state: seed.state, pincode: seed.pincode, city: "Town" },
      deliveryInfo: {},
      createdAt: placedAt,
      items: {
        create: (seed.lines ?? []).map((line) => ({
          productId: line.productId,
          name: `Line of ${line.productId}`,
          image: "/images/products/operator/1.svg",
          unitPrice: line.unitPrice,
          discount: line.discount ?? "0",
          quantity: line.quantity,
          weight: 300,
        })),
      },
    },
    include: { items: { orderBy: { id: "asc" } } },
  });
  if (seed.invoiceTax !== undefined) await taxDocument(order.id, "INVOICE", seed.invoiceTax, placedAt);
  for (const tax of seed.creditNoteTaxes ?? []) await taxDocument(order.id, "CREDIT_NOTE", tax, placedAt);
  for (const attempt of seed.attempts ?? []) {
    await db().paymentAttempt.create({
      data: {
        orderId: order.id,
        merchantOrderId: `GP_${order.id}_${unique()}`,
        amount: seed.amount,
        state: attempt.state,
        paymentMode: attempt.paymentMode ?? null,
        expiresAt: placedAt,
        createdAt: placedAt,
      },
    });
  }
  if (seed.cancelledBy !== undefined) {
    await db().orderStatusChange.create({
      data: { orderId: order.id, toStatus: "CANCELLED", changedById: seed.cancelledBy, createdAt: placedAt },
    });
  }
  const itemsInSeedOrder = (seed.lines ?? []).map((line) =>
    order.items.find((item) => item.productId === line.productId)!,
  );
  for (const request of seed.returns ?? []) {
    await db().returnRequest.create({
      data: {
        orderId: order.id,
        status: request.refundAmount ? "REFUNDED" : "REQUESTED",
        reason: request.reason,
        details: "Seeded by a report test",
        refundAmount: request.refundAmount ?? null,
        createdAt: new Date(request.at),
        items: {
          create: (request.lines ?? []).map(({ line, quantity }) => ({
            orderItemId: itemsInSeedOrder[line]!.id,
            quantity,
          })),
        },
      },
    });
  }
  return order.id;
}
