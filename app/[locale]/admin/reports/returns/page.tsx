import Link from "next/link";
import { PageHeader } from "@/components/admin/page-header";
import { FigureSection } from "@/components/admin/reports/figure-section";
import { ReportsNav } from "@/components/admin/reports/reports-nav";
import { PeriodNav } from "@/components/admin/reports/period-nav";
import { ReturnRateSection } from "@/components/admin/reports/return-rate-section";
import { requireAdminPage } from "@/lib/auth/admin-session";
import { formatRupees } from "@/lib/money";
import { percentText } from "@/lib/reports/percent";
import { periodOfDays, REPORT_DAYS } from "@/lib/reports/period";
import { DIMENSION_LABELS } from "@/lib/reports/returns-csv";
import {
  confirmationFigures,
  RETURN_DIMENSIONS,
  returnRates,
  ruleEffects,
  type ReturnDimension,
} from "@/lib/reports/returns-report";
import { reportDaysSchema } from "@/lib/validation/reports";

export const metadata = { title: "Where returns come from" };

const HEADINGS: Record<ReturnDimension, string> = {
  pincode: "By pincode",
  state: "By state",
  courier: "By courier",
  payment: "By payment method",
  week: "By week",
};

const count = (value: number) => value.toLocaleString("en-IN");

/**
 * Where returns come from (issue #33): of the parcels that finished in the period, the share that
 * came back undelivered by pincode, state, courier, payment method and week; how cash on delivery
 * orders answered their confirmation; what the cash on delivery rules changed. A chart and a CSV
 * for each measure.
 */
export default async function ReturnsReport({ searchParams }: { searchParams: Promise<{ days?: string }> }) {
  await requireAdminPage();
  const asked = reportDaysSchema.safeParse((await searchParams).days);
  const days = asked.success ? asked.data : 90;
  const period = periodOfDays(days);
  const [confirmations, effects, ...rates] = await Promise.all([
    confirmationFigures(period),
    ruleEffects(period),
    ...RETURN_DIMENSIONS.map((dimension) => returnRates(dimension, period)),
  ]);
  const answered = confirmations.asked - confirmations.waiting;
  const answers = [
    { label: "Confirmed", value: confirmations.confirmed },
    { label: "Paid online instead", value: confirmations.paidOnline },
    { label: "Cancelled by the customer", value: confirmations.cancelled },
    { label: "Not confirmed in time", value: confirmations.expired },
  ];
  const rules = [
    { label: "COD refused", value: effects.codRefused },
    { label: "Paid online when asked to", value: effects.steeredToPrepaid },
    { label: "Paid online over the fee", value: effects.paidOnlineOverFee },
    { label: "COD with the extra fee", value: effects.codWithFee },
  ];
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Where returns come from" />
      <ReportsNav current="/admin/reports/returns" />
      <PeriodNav path="/admin/reports/returns" choices={REPORT_DAYS} days={days} />
      <FigureSection
        id="confirmations"
        heading="Cash on delivery confirmations"
        measure="confirmation"
        days={days}
        summary={`${count(confirmations.confirmed)} of ${count(answered)} answered orders confirmed (${percentText(confirmations.confirmed, answered)}); ${count(confirmations.waiting)} still waiting.`}
        figures={answers.map((figure) => ({
          ...figure,
          text: `${count(figure.value)} (${percentText(figure.value, answered)})`,
        }))}
      />
      <FigureSection
        id="rule-effects"
        heading="What the cash on delivery rules changed"
        measure="rules"
        days={days}
        summary={
          <>
            {count(effects.rated)} checkouts rated; extra fees charged {formatRupees(effects.feesCharged)}.{" "}
            <Link href="/admin/cod-rules" className="font-semibold text-brand-700 hover:underline">
              The rules and their latest decisions
            </Link>
          </>
        }
        figures={rules}
      />
      {RETURN_DIMENSIONS.map((dimension, index) => (
        <ReturnRateSection
          key={dimension}
          dimension={dimension}
          label={DIMENSION_LABELS[dimension]}
          heading={HEADINGS[dimension]}
          rows={rates[index]!}
          days={days}
        />
      ))}
    </div>
  );
}
