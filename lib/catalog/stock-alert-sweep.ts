/**
 * Back-in-stock alerts' messages (./stock-alerts.ts). The sweep (lib/jobs/background-jobs.ts:
 * every minute, and at once when an operator restocks) finds the alerts whose product is back, and
 * in one transaction queues each its message and marks it sent: one message per alert, across
 * instances, whichever way the stock came back. A WhatsApp message or SMS that waits for the
 * morning is checked again as it goes: sold out meanwhile, it is not sent and its alert waits again.
 */
import "server-only";
import { db } from "../db";
import type { Prisma, StockAlertChannel } from "../generated/prisma/client";
import type { Locale } from "../i18n/locales";
import { log } from "../log";
import { queueEmail } from "../mail/queue-email";
import { emailTexts } from "../mail/texts";
import { sendingTime } from "../messaging/daytime";
import { messagingNumber } from "../messaging/phone";
import { queueTextMessage } from "../messaging/queue-message";
import { TEMPLATES } from "../messaging/templates/catalogue";
import { dltValue, firstName } from "../messaging/templates/render";
import { unreachable } from "./stock-alerts";

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
  // The channel may have gone since the ask (the store turned WhatsApp off): the alert ends unsent.
  if (unreachable(alert.channel, alert)) {
    log.warn("stock_alert_unreachable", { alertId: alert.id, channel: alert.channel });
    return;
  }
  // One message per ask: asking again after it was sent is a new ask, with a new time.
  const key = `stock-alert:${alert.id}:${alert.createdAt.getTime()}`;
  if (alert.channel === "EMAIL") {
    await queueEmail(tx, {
      key,
      recipient: alert.email!,
      subject: emailTexts(alert.locale)("stockAlert.subject", { product: alert.product }),
      template: "stockAlert",
      data: { locale: alert.locale, name: alert.name, product: alert.product, productId: alert.productId },
    });
    return;
  }
  await queueTextMessage(tx, {
    key,
    channel: alert.channel,
    recipient: messagingNumber(alert.phone!)!,
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

/**
 * Whether a queued back-in-stock message is still true as it goes (its product on sale with units
 * on hand). When not, its alert waits again for the next restock.
 */
export async function stillBackInStock(
  tx: Prisma.TransactionClient,
  { userId, productId }: { userId: string | null; productId: string | undefined },
): Promise<boolean> {
  if (!productId) return false;
  const product = await tx.product.findUnique({
    where: { id: productId },
    select: { inStock: true, stockQuantity: true },
  });
  if (product?.inStock && product.stockQuantity > 0) return true;
  if (userId) await tx.stockAlert.updateMany({ where: { userId, productId }, data: { notifiedAt: null } });
  return false;
}
