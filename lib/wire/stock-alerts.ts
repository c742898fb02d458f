/** /api/user/stock-alerts on the wire: back-in-stock alerts, their channels in lowercase. */
import { z } from "zod";
import type { StockAlertChannel } from "../generated/prisma/enums";
import type { StockAlert } from "../catalog/stock-alerts";
import { recordIdSchema } from "../validation/ids";
import { STOCK_ALERT_CHANNELS, type StockAlertChannelName } from "../catalog/stock-alert-channels";

export const stockAlertJson = z.object({
  productId: z.string(),
  channel: z.enum(STOCK_ALERT_CHANNELS),
  createdAt: z.string(),
});

export const stockAlertsResponse = z.object({
  alerts: z.array(stockAlertJson),
  /** The channels this account can be told on: the store runs it and the account has the number or address. */
  channels: z.object({ whatsapp: z.boolean(), sms: z.boolean(), email: z.boolean() }),
});
export const stockAlertResponse = z.object({ alert: stockAlertJson });
/** A withdrawal answers the envelope alone. */
export const stockAlertCancelled = z.object({});

export const stockAlertRequest = z
  .object({
    productId: recordIdSchema("Product ID"),
    channel: z.enum(STOCK_ALERT_CHANNELS, { error: "channel must be whatsapp, sms or email" }),
  })
  .strict()
  .transform(({ productId, channel }) => ({ productId, channel: channel.toUpperCase() as StockAlertChannel }));

export const stockAlertQuery = z.object({ productId: recordIdSchema("Product ID").optional() });
export const stockAlertCancellation = z.object({ productId: recordIdSchema("Product ID") });

/** The channels the account can choose, as the API names them. */
export const toStockAlertChannelsJson = (channels: Record<StockAlertChannel, boolean>) => ({
  whatsapp: channels.WHATSAPP,
  sms: channels.SMS,
  email: channels.EMAIL,
});

export function toStockAlertJson(alert: StockAlert): z.infer<typeof stockAlertJson> {
  return {
    productId: alert.productId,
    channel: alert.channel.toLowerCase() as StockAlertChannelName,
    createdAt: alert.createdAt.toISOString(),
  };
}
