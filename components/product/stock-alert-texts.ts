/** The back-in-stock panel's words in the page's language, written on the server (./stock-alert-panel.tsx). */
import "server-only";
import { getTranslations } from "next-intl/server";
import { STOCK_ALERT_CHANNELS, type StockAlertChannelName } from "@/lib/catalog/stock-alert-channels";
import type { Locale } from "@/lib/i18n/locales";
import type { StockAlertTexts } from "./stock-alert-panel";

export async function stockAlertTexts(locale: Locale): Promise<StockAlertTexts> {
  const t = await getTranslations({ locale, namespace: "product.stockAlert" });
  const byChannel = (words: (channel: StockAlertChannelName) => string) =>
    Object.fromEntries(STOCK_ALERT_CHANNELS.map((channel) => [channel, words(channel)])) as Record<
      StockAlertChannelName,
      string
    >;
  return {
    heading: t("heading"),
    intro: t("intro"),
    channel: t("channel"),
    names: byChannel((channel) => t(channel)),
    submit: t("submit"),
    signIn: t("signIn"),
    waiting: byChannel((channel) => t(`waiting.${channel}`)),
    cancel: t("cancel"),
    cancelled: t("cancelled"),
    failed: t("failed"),
    loadFailed: t("loadFailed"),
  };
}
