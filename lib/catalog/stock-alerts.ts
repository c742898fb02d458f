/**
 * Back-in-stock alerts (issue #31): a signed-in shopper's "Notify me" on a product out of stock,
 * by WhatsApp, SMS or e-mail, to the account's own number or address (so nobody can have
 * messages sent to someone else). Asking is consent to that one message. The sweep
 * (lib/jobs/background-jobs.ts: every minute, and at once when an operator restocks) finds the
 * alerts whose product is back, and in one transaction queues each its message and marks it sent:
 * one message per alert, across instances, whichever way the stock came back.
 */
import "server-only";
import { db } from "../db";
import { env } from "../env";
import type { Prisma, StockAlertChannel } from "../generated/prisma/client";
import { badRequest, conflict, notFound } from "../http/errors";
import type { Locale } from "../i18n/locales";
import { queueEmail } from "../mail/queue-email";
import { emailTexts } from "../mail/texts";
import { sendingTime } from "../messaging/daytime";
import { messagingNumber } from "../messaging/phone";
import { queueTextMessage } from "../messaging/queue-message";
import { TEMPLATES } from "../messaging/templates/catalogue";
import { dltValue, firstName } from "../messaging/templates/render";
import { validationMessage as message } from "../validation/error-messages";

export interface StockAlert {
  productId: string;
  channel: StockAlertChannel;
  createdAt: Date;
}

const alertSelect = { productId: true, channel: true, createdAt: true } as const;

type Account = { phone: string | null; email: string | null };

/** Why the account cannot be told on `channel` (the refusal's key), or null when it can. */
function unreachable(channel: StockAlertChannel, account: Account) {
  if (channel === "EMAIL") return account.email ? null : "stockAlertNoEmail";
  if (!(account.phone && messagingNumber(account.phone))) return "stockAlertNoMobile";
  const { whatsApp, sms } = env().messaging;
  return (channel === "WHATSAPP" ? whatsApp : sms) ? null : "updatesUnavailable";
}

const CHANNELS: StockAlertChannel[] = ["WHATSAPP", "SMS", "EMAIL"];

/** The channels the account can be told on: the store runs it, the account has the number or address. */
export async function stockAlertChannels(userId: string): Promise<Record<StockAlertChannel, boolean>> {
  const account = await db().user.findUniqueOrThrow({ where: { id: userId }, select: { phone: true, email: true } });
  return Object.fromEntries(CHANNELS.map((channel) => [channel, unreachable(channel, account) === null])) as Record<
    StockAlertChannel,
    boolean
  >;
}

/** Asks for one message on `channel` when the product is back; asking again replaces the earlier ask. */
export async function requestStockAlert(
  userId: string,
  productId: string,
  channel: StockAlertChannel,
  locale: Locale,
): Promise<StockAlert> {
  const [product, account] = await Promise.all([
    db().product.findUnique({ where: { id: productId }, select: { inStock: true, stockQuantity: true } }),
    db().user.findUniqueOrThrow({ where: { id: userId }, select: { phone: true, email: true } }),
  ]);
  if (!product) throw notFound(message("productNotFound"));
  if (product.inStock && product.stockQuantity > 0) throw conflict(message("stockAlertInStock"));
  const refusal = unreachable(channel, account);
  if (refusal) throw badRequest(message(refusal));
  const asked = { channel, locale, createdAt: new Date(), notifiedAt: null };
  return db().stockAlert.upsert({
    where: { productId_userId: { productId, userId } },
    create: { productId, userId, ...asked },
    update: asked,
    select: alertSelect,
  });
}

/** Withdraws the account's waiting alert on the product; nothing to withdraw is no error. */
export async function cancelStockAlert(userId: string, productId: string): Promise<void> {
  await db().stockAlert.deleteMany({ where: { userId, productId, notifiedAt: null } });
}

/** The account's alerts still waiting, newest first; `productId` narrows them to one product. */
export function waitingStockAlerts(userId: string, productId?: string): Promise<StockAlert[]> {
  return db().stockAlert.findMany({
    where: { userId, notifiedAt: null, ...(productId && { productId }) },
    orderBy: { createdAt: "desc" },
    select: alertSelect,
  });
}

interface DueAlert {
  id: string;
  userId: string;
  channel: StockAlertChannel;
  locale: Locale;
  createdAt: Date;
  productId: string;
  product: string;
  name: string;
  phone: string | null;
  email: string | null;
}

/** Alerts sent per transaction. */
const BATCH = 100;

/** Queues the message of every alert whose product is back in stock; answers how many. */
export async function sendDueStockAlerts(): Promise<number> {
  let sent = 0;
  for (;;) {
    const batch = await db().$transaction(async (tx) => {
      // The product's name in the alert's language; alerts another sweep holds are skipped.
      const due = await tx.$queryRaw<DueAlert[]>`
        SELECT a."id", a."userId", a."channel", a."locale", a."createdAt", p."id" AS "productId",
               COALESCE(NULLIF(t."name", ''), p."name") AS "product", u."name", u."phone", u."email"
          FROM "stock_alerts" a
          JOIN "products" p ON p."id" = a."productId"
          JOIN "users" u ON u."id" = a."userId"
          LEFT JOIN "product_translations" t ON t."productId" = p."id" AND t."locale" = a."locale"::text
         WHERE a."notifiedAt" IS NULL AND p."inStock" AND p."stockQuantity" > 0
         ORDER BY a."createdAt"
         LIMIT ${BATCH}
           FOR UPDATE OF a SKIP LOCKED`;
      for (const alert of due) await queueAlertMessage(tx, alert);
      if (due.length > 0) {
        await tx.stockAlert.updateMany({
          where: { id: { in: due.map(({ id }) => id) } },
          data: { notifiedAt: new Date() },
        });
      }
      return due.length;
    });
    sent += batch;
    if (batch < BATCH) return sent;
  }
}

async function queueAlertMessage(tx: Prisma.TransactionClient, alert: DueAlert): Promise<void> {
  // One message per ask: asking again after it was sent is a new ask, with a new time.
  const key = `stock-alert:${alert.id}:${alert.createdAt.getTime()}`;
  if (alert.channel === "EMAIL") {
    // An account never loses its e-mail, so the one checked when asking is there.
    if (!alert.email) return;
    await queueEmail(tx, {
      key,
      recipient: alert.email,
      subject: emailTexts(alert.locale)("stockAlert.subject", { product: alert.product }),
      template: "stockAlert",
      data: { locale: alert.locale, name: alert.name, product: alert.product, productId: alert.productId },
    });
    return;
  }
  const recipient = alert.phone ? messagingNumber(alert.phone) : null;
  if (!recipient) return;
  await queueTextMessage(tx, {
    key,
    channel: alert.channel,
    recipient,
    template: "back_in_stock",
    locale: alert.locale,
    values: {
      name: firstName(alert.name),
      product: alert.product,
      productShort: dltValue(alert.product),
      productPath: alert.productId,
    },
    notBefore: sendingTime(new Date(), TEMPLATES.back_in_stock.canWait),
    userId: alert.userId,
  });
}
