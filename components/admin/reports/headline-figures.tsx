import { formatRupees } from "@/lib/money";
import { percentText } from "@/lib/reports/percent";
import type { SalesSummary } from "@/lib/reports/sales-report";

const FIGURES: { key: keyof SalesSummary; label: string; money: boolean }[] = [
  { key: "net", label: "Net sales", money: true },
  { key: "orders", label: "Orders", money: false },
  { key: "averageOrder", label: "Average order", money: true },
  { key: "sales", label: "Sales", money: true },
  { key: "refunds", label: "Refunds", money: true },
  { key: "gross", label: "Gross (before discounts)", money: true },
  { key: "discounts", label: "Discounts", money: true },
  { key: "shipping", label: "Shipping charged", money: true },
  { key: "tax", label: "GST in sales", money: true },
];

const written = (value: number, money: boolean) => (money ? formatRupees(value) : value.toLocaleString("en-IN"));

/** "+12.5%" against the previous period, or nothing to compare with. */
function change(current: number, previous: number): string {
  if (previous === 0) return current === 0 ? "no change" : "none before";
  const sign = current >= previous ? "+" : "−";
  return `${sign}${percentText(Math.abs(current - previous), Math.abs(previous))}`;
}

/** The period's headline figures, each beside the previous period's. */
export function HeadlineFigures({ current, previous }: { current: SalesSummary; previous: SalesSummary }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="headline-figures">
      {FIGURES.map(({ key, label, money }) => (
        <li key={key} className="rounded-xl border border-slate-200 bg-white p-4">
          <p className="text-sm text-slate-600">{label}</p>
          <p className="text-2xl font-bold text-slate-900">{written(current[key], money)}</p>
          <p className="text-sm text-slate-600">
            {change(current[key], previous[key])} · before: {written(previous[key], money)}
          </p>
        </li>
      ))}
    </ul>
  );
}
