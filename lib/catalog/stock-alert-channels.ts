/** The channels a back-in-stock alert can come by, as the API and the product page name them (no zod here: the page loads it). */
export const STOCK_ALERT_CHANNELS = ["whatsapp", "sms", "email"] as const;
export type StockAlertChannelName = (typeof STOCK_ALERT_CHANNELS)[number];
