import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import { activitySheetPath } from "@/lib/learning/activity-sheets";
import type { SheetTitle } from "@/lib/learning/topics";

/** A link that downloads a toy's activity sheet for a topic, in the page's language: no account needed. */
export async function SheetDownload({
  topic,
  productId,
  sheet,
  locale,
}: {
  topic: string;
  productId: string;
  sheet: SheetTitle;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: "learn.sheet" });
  return (
    <a
      href={activitySheetPath(topic, productId, locale)}
      download
      className="mt-2 inline-flex items-start gap-2 text-sm font-semibold text-brand-800 underline-offset-2 hover:underline"
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0 fill-current">
        <path d="M10 2a1 1 0 0 1 1 1v8.59l2.3-2.3a1 1 0 1 1 1.4 1.42l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.42L9 11.59V3a1 1 0 0 1 1-1Zm-6 14a1 1 0 1 0 0 2h12a1 1 0 1 0 0-2H4Z" />
      </svg>
      <span>
        {t("download")}: {sheet.title}
      </span>
    </a>
  );
}
