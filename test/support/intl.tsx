import { NextIntlClientProvider } from "next-intl";
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";
import { MESSAGES } from "@/lib/i18n/messages";

/** A component's HTML as a page in `locale` renders it: inside the language's texts, as app/[locale]/ provides them. */
export const renderInLanguage = (element: ReactElement, locale: Locale = DEFAULT_LOCALE): string =>
  renderToStaticMarkup(
    <NextIntlClientProvider locale={locale} messages={MESSAGES[locale]}>
      {element}
    </NextIntlClientProvider>,
  );
