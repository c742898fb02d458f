/**
 * An operator's daily summary (lib/operator-alerts/daily-summary.ts): the day before as the
 * reports count it and what waits today, with the figures taken when the summary was made, so the
 * e-mail and the WhatsApp message say the same. English, as the admin area is.
 */
import "server-only";
import { Button, Heading, Text } from "@react-email/components";
import type { ReactNode } from "react";
import { z } from "zod";
import { formatIndianDate, startOfIndianIsoDay } from "../../dates";
import { env } from "../../env";
import { DEFAULT_LOCALE } from "../../i18n/locales";
import { formatRupees } from "../../money";
import type { ComposedEmail } from "../compose";
import { EmailLayout, colors } from "../layout";
import { renderEmail } from "../render";
import { emailTexts } from "../texts";

const count = z.number().int().min(0);

export const dailySummaryData = z.object({
  /** The day summed up, in India ("2026-11-28"). */
  day: z.iso.date(),
  orders: count,
  /** Paise. */
  net: z.number().int(),
  cancelled: count,
  toPack: count,
  toConfirm: count,
  toReview: count,
});
export type DailySummary = z.infer<typeof dailySummaryData>;

/** "28 November 2026": the day as the summary names it. */
export const summaryDayName = (day: string) => formatIndianDate(startOfIndianIsoDay(day));

const strong = (chunks: ReactNode) => <strong>{chunks}</strong>;

export async function composeDailySummaryEmail(summary: DailySummary): Promise<ComposedEmail> {
  const t = emailTexts(DEFAULT_LOCALE);
  const day = summaryDayName(summary.day);
  return renderEmail(
    <EmailLayout
      locale={DEFAULT_LOCALE}
      texts={t}
      preview={t("dailySummary.subject", { day })}
      headline={t("dailySummary.headline", { day })}
    >
      <Text>{t("dailySummary.intro", { day })}</Text>
      <Text>
        {t.rich("dailySummary.orders", { count: summary.orders, strong })}
        <br />
        {t.rich("dailySummary.net", { amount: formatRupees(summary.net), strong })}
        <br />
        {t.rich("dailySummary.cancelled", { count: summary.cancelled, strong })}
      </Text>
      <Heading as="h2" style={{ color: colors.brandDark, fontSize: "17px", margin: "16px 0 4px" }}>
        {t("dailySummary.waiting")}
      </Heading>
      <Text>
        {t.rich("dailySummary.toPack", { count: summary.toPack, strong })}
        <br />
        {t.rich("dailySummary.toConfirm", { count: summary.toConfirm, strong })}
        <br />
        {t.rich("dailySummary.toReview", { count: summary.toReview, strong })}
      </Text>
      <Button
        href={`${env().SITE_URL}/admin`}
        style={{ backgroundColor: colors.brand, borderRadius: "6px", color: "#ffffff", padding: "10px 18px" }}
      >
        {t("dailySummary.button")}
      </Button>
      <Text style={{ color: colors.muted, fontSize: "13px" }}>{t("dailySummary.why")}</Text>
    </EmailLayout>,
  );
}
