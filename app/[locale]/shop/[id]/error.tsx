"use client";

import { useTranslations } from "next-intl";
import { PageError } from "@/components/layout/page-error";

/** A product page that could not be read: SPEC §8's words and a retry. */
export default function ProductError({ retry }: { error: unknown; retry: () => void }) {
  const t = useTranslations("productClient");
  return <PageError retry={retry} title={t("loadFailed")} />;
}
