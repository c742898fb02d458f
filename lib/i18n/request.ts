/**
 * next-intl's per-request configuration: the page's language, its texts, and India's time zone for
 * every date. The language is the route's root parameter (app/[locale]/); where Next.js has none (a
 * server action, the not-found page of an address no route has) proxy.ts's request header.
 */
import * as rootParams from "next/root-params";
import { getRequestConfig } from "next-intl/server";
import { DEFAULT_LOCALE, isLocale } from "./locales";
import { runtimeMessages } from "./messages";

/** Next.js types its root parameters only once it has built (.next/types); the type check runs before. */
const { locale: routeLocale } = rootParams as { locale: () => Promise<string | undefined> };

export const TIME_ZONE = "Asia/Kolkata";

export default getRequestConfig(async ({ requestLocale }) => {
  const requested: unknown = await Promise.resolve()
    .then(() => routeLocale())
    .catch(() => undefined)
    .then((locale) => locale ?? requestLocale);
  const locale = isLocale(requested) ? requested : DEFAULT_LOCALE;
  return { locale, messages: runtimeMessages(locale), timeZone: TIME_ZONE };
});
