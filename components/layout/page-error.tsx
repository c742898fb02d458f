"use client";

import { useTranslations } from "next-intl";
import { Button, ButtonLink } from "@/components/ui/button";
import { NoticePage } from "@/components/ui/notice-page";

/**
 * What a shopper sees when a page fails to render. The error itself is never shown: a server
 * error reaches the browser without its message anyway, and the server has logged it in full.
 * `retry` renders the page again, reading its data afresh. `title` names what failed to load, in
 * SPEC §8's words, where a page has its own boundary.
 */
export function PageError({ retry, title }: { retry: () => void; title?: string }) {
  const t = useTranslations("ui");
  return (
    <NoticePage title={title ?? t("somethingWrong")} message={t("pageFailed")}>
      <Button size="lg" onClick={retry}>
        {t("tryAgain")}
      </Button>
      <ButtonLink href="/" variant="secondary" size="lg">
        {t("goHome")}
      </ButtonLink>
    </NoticePage>
  );
}

/** A route's error.tsx that names what failed: `export default pageErrorTitled("Failed to fetch blogs")`. */
export function pageErrorTitled(title: string) {
  return function TitledPageError({ retry }: { error: unknown; retry: () => void }) {
    return <PageError retry={retry} title={title} />;
  };
}
