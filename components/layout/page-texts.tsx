import { NextIntlClientProvider } from "next-intl";
import { getLocale } from "next-intl/server";
import type { ReactNode } from "react";
import { LazyToastTexts } from "@/components/session/lazy-toast-texts";
import { clientMessages, LAYOUT_NAMESPACES, type PageNamespace } from "@/lib/i18n/messages";

/**
 * A route's layout that gives its pages' client components the texts of `namespaces` beside the
 * language layout's (lib/i18n/messages.ts): a page sends the browser the texts its own screens
 * read, and no other page's. lib/i18n/page-texts.test.ts checks that each page names all it uses.
 * A page with forms lends its fields' messages to the toasts as well.
 */
export function withPageTexts(namespaces: readonly PageNamespace[]) {
  return async function PageTexts({ children }: { children: ReactNode }) {
    const locale = await getLocale();
    return (
      <NextIntlClientProvider locale={locale} messages={clientMessages(locale, [...LAYOUT_NAMESPACES, ...namespaces])}>
        {namespaces.includes("validation") && <LazyToastTexts />}
        {children}
      </NextIntlClientProvider>
    );
  };
}
