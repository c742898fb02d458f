/**
 * Failed deliveries (NDRs), answered within the hour: the customer (on the order's tracking page)
 * or an operator for them chooses another day, corrects the phone or the landmark, or has the
 * parcel brought back; the answer is kept once per failed attempt and sent to the courier by a
 * worker that retries through an outage (Shiprocket's NDR action), one instance at a time.
 */
import "server-only";
import { z } from "zod";
import { indianIsoDay } from "../dates";
import { db } from "../db";
import { Prisma } from "../generated/prisma/client";
import { conflict } from "../http/errors";
import { wakeUp } from "../jobs/wake-up";
import { log } from "../log";
import { mobileSchema } from "../validation/sign-in-code";
import { text } from "../validation/text";
import { isRetryableCourierError } from "./courier-error";
import { courierProvider } from "./courier";

const DAY_MS = 24 * 60 * 60 * 1000;
/** How far ahead a customer may ask for the next attempt: couriers hold a parcel about a week. */
const REATTEMPT_WINDOW_DAYS = 6;

/** The days a new attempt may be asked for: from tomorrow, India's calendar, Sundays skipped (no deliveries). */
export function reattemptDays(now = new Date()): string[] {
  const days: string[] = [];
  for (let ahead = 1; days.length < REATTEMPT_WINDOW_DAYS; ahead += 1) {
    const day = indianIsoDay(new Date(now.getTime() + ahead * DAY_MS));
    if (new Date(`${day}T12:00:00+05:30`).getUTCDay() !== 0) days.push(day);
  }
  return days;
}

export const deliveryAnswerSchema = (now = new Date()) =>
  z.discriminatedUnion("action", [
    z.object({
      action: z.literal("REATTEMPT"),
      preferredDate: text().refine((day) => reattemptDays(now).includes(day)),
      // Left empty: the number the order has.
      phone: z.union([z.literal("").transform(() => undefined), mobileSchema]).optional(),
      landmark: text()
        .trim()
        .max(100)
        .transform((landmark) => landmark || undefined)
        .optional(),
    }),
    z.object({ action: z.literal("RETURN") }),
  ]);
export type DeliveryAnswer = z.output<ReturnType<typeof deliveryAnswerSchema>>;

/** The order's parcel waiting for an answer to its failed attempt, and the answer already given, if any. */
export async function failedDeliveryOf(orderId: string) {
  const shipment = await db().shipment.findFirst({
    where: { orderId, direction: "FORWARD", state: "UNDELIVERED" },
    include: { instructions: { orderBy: { attempt: "desc" }, take: 1 } },
  });
  if (!shipment) return null;
  const [latest] = shipment.instructions;
  return { shipment, answer: latest?.attempt === shipment.deliveryAttempts ? latest : null };
}

/** Keeps the answer to the order's open failed delivery (one per attempt) and wakes the worker that sends it. */
export async function answerFailedDelivery(orderId: string, answer: DeliveryAnswer, answeredById: string | null) {
  const waiting = await failedDeliveryOf(orderId);
  if (!waiting) throw conflict("No failed delivery of this order is waiting for an answer");
  if (waiting.answer) throw conflict("This failed delivery has already been answered");
  try {
    await db().deliveryInstruction.create({
      data: {
        shipmentId: waiting.shipment.id,
        attempt: waiting.shipment.deliveryAttempts,
        action: answer.action,
        ...(answer.action === "REATTEMPT" && {
          preferredDate: new Date(`${answer.preferredDate}T00:00:00Z`),
          phone: answer.phone ?? null,
          landmark: answer.landmark ?? null,
        }),
        answeredById,
      },
    });
  } catch (error) {
    // Two answers at once: the first one stands.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      throw conflict("This failed delivery has already been answered");
    }
    throw error;
  }
  wakeUp("deliveryInstructions");
}

const RETRY_MINUTES = [1, 5, 15, 60];

/** Sends every answer the courier has not taken yet; an outage leaves them due a little later. */
export async function sendDueInstructions(now = new Date()): Promise<number> {
  const provider = courierProvider();
  if (!provider) return 0;
  const due = await db().deliveryInstruction.findMany({
    where: { sentAt: null, lastError: null, OR: [{ retryAt: null }, { retryAt: { lte: now } }] },
    include: { shipment: { select: { awb: true } } },
    orderBy: { createdAt: "asc" },
    take: 50,
  });
  let sent = 0;
  for (const instruction of due) {
    const { action, preferredDate, phone, landmark } = instruction;
    try {
      await provider.instruct(instruction.shipment.awb!, {
        action: action === "REATTEMPT" ? "re-attempt" : "return",
        comments: action === "REATTEMPT" ? "The customer asked for another attempt" : "The customer asked for a return",
        phone: phone ?? undefined,
        address2: landmark ?? undefined,
        deferredDate: preferredDate?.toISOString().slice(0, 10),
      });
      await db().deliveryInstruction.update({ where: { id: instruction.id }, data: { sentAt: new Date() } });
      sent += 1;
    } catch (error) {
      const retryable = isRetryableCourierError(error);
      const attempts = instruction.sendAttempts + 1;
      log.warn("delivery_instruction_failed", { instructionId: instruction.id, retryable, error });
      const wait = RETRY_MINUTES[Math.min(attempts, RETRY_MINUTES.length) - 1]!;
      await db().deliveryInstruction.update({
        where: { id: instruction.id },
        data: retryable
          ? { sendAttempts: attempts, retryAt: new Date(now.getTime() + wait * 60_000) }
          : { sendAttempts: attempts, lastError: (error as Error).message },
      });
    }
  }
  return sent;
}
