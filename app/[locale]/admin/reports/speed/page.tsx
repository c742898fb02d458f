import { PageHeader } from "@/components/admin/page-header";
import { ReportsNav } from "@/components/admin/reports/reports-nav";
import { CsvLink } from "@/components/admin/reports/csv-link";
import { PeriodNav } from "@/components/admin/reports/period-nav";
import { SpeedSection } from "@/components/admin/reports/speed-section";
import { VITAL_NAMES } from "@/lib/analytics/report-names";
import { VITALS_RETENTION_DAYS } from "@/lib/analytics/retention";
import { speedReport } from "@/lib/analytics/speed-report";
import { requireAdminPage } from "@/lib/auth/admin-session";
import { vitalsSampleRate } from "@/lib/env";
import { periodOfDays, SPEED_REPORT_DAYS } from "@/lib/reports/period";
import { speedDaysSchema } from "@/lib/validation/reports";

export const metadata = { title: "Real-user speed" };

/**
 * How fast the shop is for its shoppers: the Core Web Vitals real browsers reported over the
 * period, at the 75th percentile per page type and device, judged against Google's thresholds.
 */
export default async function SpeedReport({ searchParams }: { searchParams: Promise<{ days?: string }> }) {
  await requireAdminPage();
  const asked = speedDaysSchema.safeParse((await searchParams).days);
  const days = asked.success ? asked.data : 28;
  const rows = await speedReport(periodOfDays(days));
  const percent = `${Math.round(vitalsSampleRate() * 1000) / 10}%`;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Real-user speed" />
      <ReportsNav current="/admin/reports/speed" />
      <PeriodNav path="/admin/reports/speed" choices={SPEED_REPORT_DAYS} days={days} />
      <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
        <p className="max-w-3xl">
          Measured in shoppers&apos; own browsers on {percent} of page views (VITALS_SAMPLE_RATE), and kept{" "}
          {VITALS_RETENTION_DAYS} days. The 75th percentile is the value three visits in four met or beat, and Google
          judges a page by it. Only the page type, the device class and the values are reported: no address, account or
          cookie.
        </p>
        <CsvLink href={`/api/admin/reports/speed?days=${days}`} />
      </div>
      {VITAL_NAMES.map((metric) => (
        <SpeedSection key={metric} metric={metric} rows={rows} />
      ))}
    </div>
  );
}
