import { PageHeader } from "@/components/admin/page-header";
import { ReportsNav } from "@/components/admin/reports/reports-nav";
import { FunnelSection } from "@/components/admin/reports/funnel-section";
import { PeriodNav } from "@/components/admin/reports/period-nav";
import { funnelReport } from "@/lib/analytics/funnel-report";
import { FUNNEL_RETENTION_DAYS } from "@/lib/analytics/retention";
import { requireAdminPage } from "@/lib/auth/admin-session";
import { formatIndianIsoDay } from "@/lib/dates";
import { percentText } from "@/lib/reports/percent";
import { lastDays, REPORT_DAYS } from "@/lib/reports/period";
import { reportDaysSchema } from "@/lib/validation/reports";

export const metadata = { title: "Checkout funnel" };

/**
 * The checkout funnel: how many times each step from a product page to a payment was reached in
 * the period's days (India's), and how much of each step went no further. Counted by the store
 * itself (lib/analytics/), with nothing about who.
 */
export default async function FunnelReport({ searchParams }: { searchParams: Promise<{ days?: string }> }) {
  await requireAdminPage();
  const asked = reportDaysSchema.safeParse((await searchParams).days);
  const days = asked.success ? asked.data : 90;
  const range = lastDays(days);
  const rows = await funnelReport(range);
  const views = rows[0]!.count;
  const placed = rows.find((row) => row.step === "order_placed")!.count;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Checkout funnel" />
      <ReportsNav current="/admin/reports/funnel" />
      <PeriodNav path="/admin/reports/funnel" choices={REPORT_DAYS} days={days} />
      <p data-testid="funnel-summary">
        {formatIndianIsoDay(range.firstDay)} to {formatIndianIsoDay(range.lastDay)}: {placed.toLocaleString("en-IN")}{" "}
        orders placed from {views.toLocaleString("en-IN")} product page views ({percentText(placed, views)}).
      </p>
      <FunnelSection rows={rows} days={days} />
      <section className="flex flex-col gap-2 text-sm text-slate-700" aria-labelledby="funnel-counting">
        <h2 id="funnel-counting" className="text-base font-semibold text-slate-900">
          How the steps are counted
        </h2>
        <p>
          Each time a step is reached it counts once, on its day in India: a product page shown and each checkout step
          (once per browser tab until its order is placed) as the shopper&apos;s browser reports them, and a product
          added to a cart, an order placed and its payment as the store records them. Steps are counted, not people, so
          a step can exceed the one before (a cart filled last week and checked out today).
        </p>
        <p>
          Paid counts online payments as they arrive and orders paid in full with gift cards or store credit; cash on
          delivery is paid on delivery and is not counted here. Orders from quotes are not part of the funnel.
        </p>
        <p>
          Only a count per step and day is kept, for {FUNNEL_RETENTION_DAYS} days: no shopper, order, address or cookie
          is recorded.
        </p>
      </section>
    </div>
  );
}
