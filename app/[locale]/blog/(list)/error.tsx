"use client";

import { useTranslations } from "next-intl";
import { PageError } from "@/components/layout/page-error";

/** The blog that could not be read: SPEC §8's words, in the page's language, and a retry. */
export default function BlogError({ retry }: { error: unknown; retry: () => void }) {
  const t = useTranslations("blogClient");
  return <PageError retry={retry} title={t("listFailed")} />;
}
