/**
 * The confirmation a cash on delivery order waits for (issue #33), kept beside the order: when
 * the reminder goes, when the order is cancelled unconfirmed, and how it was answered. The order's
 * lifecycle (lib/orders/lifecycle/transition.ts) opens it as the order enters "Awaiting
 * confirmation" and records the answer as it leaves, whoever moves it, in the same transaction.
 */
import "server-only";
import { createHmac } from "node:crypto";
import { env } from "../../env";
import type { Prisma } from "../../generated/prisma/client";
import type { CodAnswer, CodAnswerChannel, OrderStatus } from "../../generated/prisma/enums";
import type { ActorKind } from "../status";

const HOUR_MS = 60 * 60 * 1000;

/**
 * The code of the order's short link `/c/{code}` (an SMS's variable holds at most 30 characters,
 * too few for the order's signed tracking token): 96 bits of an HMAC of the order id, so no
 * other order's code can be guessed from one, and the same code whenever it is worked out.
 */
export const confirmationCode = (orderId: string) =>
  createHmac("sha256", env().AUTH_SECRET)
    .update(`cod-confirmation:${orderId}`)
    .digest()
    .subarray(0, 12)
    .toString("base64url");

/** When an order placed `now` is reminded and cancelled unconfirmed (COD_CONFIRM_HOURS, COD_CONFIRM_REMIND_HOURS). */
export function confirmationTimes(now: Date): { remindAt: Date; expiresAt: Date } {
  const { COD_CONFIRM_HOURS, COD_CONFIRM_REMIND_HOURS } = env();
  const remindHours = Math.min(COD_CONFIRM_REMIND_HOURS, COD_CONFIRM_HOURS / 2);
  return {
    remindAt: new Date(now.getTime() + remindHours * HOUR_MS),
    expiresAt: new Date(now.getTime() + COD_CONFIRM_HOURS * HOUR_MS),
  };
}

/** However late an order comes back to its confirmation, its customer has at least this long to answer. */
const LEAST_TIME_TO_ANSWER = "1 hour";

/**
 * Opens the order's confirmation; answers when it expires. An order back in this state (paying
 * online instead failed, and the customer chose cash on delivery again) keeps its first deadline
 * and reminder, so switching back and forth never buys time, but is still given an hour to answer.
 * One raw statement: every cash on delivery placement writes it.
 */
export async function awaitConfirmation(
  tx: Prisma.TransactionClient,
  orderId: string,
  now = new Date(),
): Promise<Date> {
  const { remindAt, expiresAt } = confirmationTimes(now);
  const [row] = await tx.$queryRaw<{ expiresAt: Date }[]>`
    INSERT INTO "cod_confirmations" ("orderId", "code", "remindAt", "expiresAt", "createdAt")
    VALUES (${orderId}, ${confirmationCode(orderId)}, ${remindAt}::timestamp, ${expiresAt}::timestamp, ${now}::timestamp)
    ON CONFLICT ("orderId") DO UPDATE SET
      "expiresAt" = GREATEST("cod_confirmations"."expiresAt", ${now}::timestamp + ${LEAST_TIME_TO_ANSWER}::interval),
      "answer" = NULL, "answeredVia" = NULL, "answeredAt" = NULL
    RETURNING "expiresAt"`;
  return row!.expiresAt;
}

/** Messages asking to confirm an order: due only while it still awaits its confirmation. */
export const CONFIRMATION_REQUESTS: ReadonlySet<string> = new Set(["confirm_cod", "confirm_reminder"]);

/** Whether the order still awaits its customer's confirmation (read in the caller's transaction). */
export async function awaitsConfirmation(tx: Prisma.TransactionClient, orderId: string): Promise<boolean> {
  const order = await tx.order.findUnique({ where: { id: orderId }, select: { status: true } });
  return order?.status === "AWAITING_CONFIRMATION";
}

const DEFAULT_CHANNEL: Record<ActorKind, CodAnswerChannel> = {
  customer: "PAGE",
  admin: "ADMIN",
  system: "SYSTEM",
  courier: "SYSTEM",
};

/** What leaving "Awaiting confirmation" for `to` answers. */
function answerOf(to: OrderStatus, by: ActorKind): CodAnswer {
  if (to === "ORDER_PLACED") return "CONFIRMED";
  if (to === "AWAITING_PAYMENT") return "PAID_ONLINE";
  return by === "system" ? "EXPIRED" : "CANCELLED";
}

/** Records how the order left "Awaiting confirmation": its answer, from where, and when. */
export async function recordAnswer(
  tx: Prisma.TransactionClient,
  orderId: string,
  { to, by, via }: { to: OrderStatus; by: ActorKind; via?: CodAnswerChannel },
) {
  await tx.codConfirmation.updateMany({
    where: { orderId, answer: null },
    data: { answer: answerOf(to, by), answeredVia: via ?? DEFAULT_CHANNEL[by], answeredAt: new Date() },
  });
}
