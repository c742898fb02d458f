/** Every language's texts (messages/), as next-intl reads them. */
import { en, type Messages } from "@/messages/en";
import { hi } from "@/messages/hi";
import type { Locale } from "./locales";

export const MESSAGES: Record<Locale, Messages> = { en, hi };

/** The namespaces the browser needs: only client components' texts travel with every page. */
export const CLIENT_NAMESPACES = [
  "account",
  "auth",
  "blogClient",
  "businessHours",
  "cart",
  "checkout",
  "emailLanguage",
  "forms",
  "layout",
  "orders",
  "payments",
  "productClient",
  "reviewsClient",
  "shopClient",
  "ui",
  "validation",
] as const satisfies readonly (keyof Messages)[];

/** The texts the browser receives for `locale`. */
export function clientMessages(locale: Locale): Pick<Messages, (typeof CLIENT_NAMESPACES)[number]> {
  const messages = MESSAGES[locale];
  return Object.fromEntries(CLIENT_NAMESPACES.map((namespace) => [namespace, messages[namespace]])) as Pick<
    Messages,
    (typeof CLIENT_NAMESPACES)[number]
  >;
}
