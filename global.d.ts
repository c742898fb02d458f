import type { Locale } from "./lib/i18n/locales";
import type { Messages } from "./messages/en";

/** next-intl's typed keys: a text the code asks for that messages/en/ lacks fails the type check. */
declare module "next-intl" {
  interface AppConfig {
    Locale: Locale;
    Messages: Messages;
  }
}
