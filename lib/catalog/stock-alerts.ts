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
import { StockAlertChannel } from "../generated/prisma/enums";
import { badRequest, conflict, notFound } from "../http/errors";
import type { Locale } from "../i18n/locales";
import { messagingNumber } from "../messaging/phone";
import { validationMessage as message } from "../validation/error-messages";

export interface StockAlert {
  productId: string;
  channel: StockAlertChannel;
  createdAt: Date;
}

const alertSelect = { productId: true, channel: true, createdAt: true } as const;

type Account = { phone: string | null; email: string | null };

/** Why the account cannot be told on `channel` (the refusal's key), or null when it can. */
export function unreachable(channel: StockAlertChannel, account: Account) {
  if (channel === "EMAIL") return account.email ? null : "stockAlertNoEmail";
  if (!(account.phone && messagingNumber(account.phone))) return "stockAlertNoMobile";
  const { whatsApp, sms } = env().messaging;
  return (channel === "WHATSAPP" ? whatsApp : sms) ? null : "updatesUnavailable";
}

/** The channels the account can be told on: the store runs it, the account has the number or address. */
export async function stockAlertChannels(userId: string): Promise<Record<StockAlertChannel, boolean>> {
  const account = await db().user.findUniqueOrThrow({ where: { id: userId }, select: { phone: true, email: true } });
  return Object.fromEntries(
    Object.values(StockAlertChannel).map((channel) => [channel, unreachable(channel, account) === null]),
  ) as Record<StockAlertChannel, boolean>;
}

/** Alerts an account may have waiting at once: enough for a wish list, too few to flood anyone. */
export const STOCK_ALERTS_PER_ACCOUNT = 20;

/**
 * Asks for one message on `channel` when the product is back; asking again replaces the earlier
 * ask. The product's row is read FOR SHARE: a restock committing meanwhile waits for this ask, so
 * the sweep after it sees the alert once, and an ask after a restock is refused as in stock.
 */
export async function requestStockAlert(
  userId: string,
  productId: string,
  channel: StockAlertChannel,
  locale: Locale,
): Promise<StockAlert> {
  return db().$transaction(async (tx) => {
    const [product] = await tx.$queryRaw<{ available: boolean }[]>`
      SELECT ("inStock" AND "stockQuantity" > 0) AS "available" FROM "products" WHERE "id" = ${productId} FOR SHARE`;
    if (!product) throw notFound(message("productNotFound"));
    if (product.available) throw conflict(message("stockAlertInStock"));
    const account = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { phone: true, email: true } });
    const refusal = unreachable(channel, account);
    if (refusal) throw badRequest(message(refusal));
    const others = await tx.stockAlert.count({ where: { userId, notifiedAt: null, productId: { not: productId } } });
    if (others >= STOCK_ALERTS_PER_ACCOUNT) {
      throw conflict(message("stockAlertsMax", { max: STOCK_ALERTS_PER_ACCOUNT }));
    }
    const asked = { channel, locale, createdAt: new Date(), notifiedAt: null };
    return tx.stockAlert.upsert({
      where: { productId_userId: { productId, userId } },
      create: { productId, userId, ...asked },
      update: asked,
      select: alertSelect,
    });
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
