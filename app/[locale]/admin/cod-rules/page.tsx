import Link from "next/link";
import { CodRulesForm } from "@/components/admin/cod-rules-form";
import { PageHeader } from "@/components/admin/page-header";
import { DataTable, type Column } from "@/components/ui/data-table";
import { requireAdminPage } from "@/lib/auth/admin-session";
import { formatIndianDateTime } from "@/lib/dates";
import { toRupeeString } from "@/lib/money";
import { describeInputs, latestDecisions, type LatestDecision } from "@/lib/orders/cod-risk/decisions";
import { loadThresholds } from "@/lib/orders/cod-risk/thresholds";
import { displayOrderId } from "@/lib/orders/order-view";
import { saveCodRulesAction } from "./actions";

export const metadata = { title: "Cash on delivery rules" };

const PAID_BY = {
  COD: "cash on delivery",
  PHONEPE: "paid online",
  CREDIT: "paid by gift card or store credit",
  BANK_TRANSFER: "paid by bank transfer",
};

const OUTCOMES = { ALLOW: "Cash on delivery", FEE: "COD with the extra fee", PREPAID_ONLY: "Online payment only" };

const COLUMNS: Column<LatestDecision>[] = [
  { header: "When", cell: (decision) => formatIndianDateTime(decision.createdAt) },
  { header: "Customer", cell: (decision) => decision.user.name },
  {
    header: "Order",
    cell: (decision) =>
      decision.orderId ? (
        <Link href={`/admin/orders/${decision.orderId}`} className="font-semibold text-brand-700 hover:underline">
          #{displayOrderId(decision.orderId)} · {PAID_BY[decision.paymentMethod]}
        </Link>
      ) : (
        "Cash on delivery refused at checkout"
      ),
  },
  { header: "Outcome", cell: (decision) => OUTCOMES[decision.outcome] },
  { header: "Why", cell: (decision) => decision.explanation ?? (decision.reasons.join(", ") || "No rule applied") },
  { header: "Read from", cell: (decision) => describeInputs(decision.inputs), className: "min-w-72" },
];

/**
 * The cash on delivery rules (issue #33): the thresholds each checkout is rated against, and the
 * latest decisions with everything they read, so the operator can see why each went as it did.
 */
export default async function AdminCodRules() {
  await requireAdminPage();
  const [thresholds, decisions] = await Promise.all([loadThresholds(), latestDecisions()]);
  const values = {
    ...thresholds,
    firstOrderFeeAbove: toRupeeString(thresholds.firstOrderFeeAbove),
    prepaidOnlyAbove: toRupeeString(thresholds.prepaidOnlyAbove),
    riskFee: toRupeeString(thresholds.riskFee),
  };
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Cash on delivery rules" />
      <section className="rounded-xl border border-slate-200 bg-white p-5 text-sm" aria-labelledby="thresholds">
        <h2 id="thresholds" className="mb-1 text-xl font-semibold">
          Thresholds
        </h2>
        <p className="mb-4 text-slate-600">
          Each checkout is rated from the store&rsquo;s own parcels and the customer&rsquo;s own orders, never from
          outside data. The shopper is told the reason beside Cash on Delivery. A threshold of 0 turns its rule off.
        </p>
        <CodRulesForm action={saveCodRulesAction} values={values} />
      </section>
      <section className="flex flex-col gap-3" aria-labelledby="decisions">
        <h2 id="decisions" className="text-xl font-semibold">
          Latest decisions
        </h2>
        <DataTable
          columns={COLUMNS}
          rows={decisions}
          rowKey={(decision) => decision.id}
          empty="No checkout has been rated yet."
          caption="The latest cash on delivery decisions, with what each read"
          rowTestId="cod-decision"
        />
      </section>
    </div>
  );
}
