"use client";

import { useTranslations } from "next-intl";
import { PageError } from "@/components/layout/page-error";

/** The shop that could not be read: SPEC §8's words and a retry. */
export default function ShopError({ retry }: { error: unknown; retry: () => void }) {
  const t = useTranslations("shopClient");
  return <PageError retry={retry} title={t("loadFailed")} />;
}
