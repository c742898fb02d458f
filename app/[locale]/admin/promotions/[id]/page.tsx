import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ActionMessage } from "@/components/admin/action-message";
import { CodeBatchForm } from "@/components/admin/code-batch-form";
import { PageHeader } from "@/components/admin/page-header";
import { ToggleForm } from "@/components/admin/toggle-form";
import { requireAdminPage } from "@/lib/auth/admin-session";
import { formatRupees } from "@/lib/money";
import { listPromotionUsage } from "@/lib/promotions/promotion-usage";
import { generateCodesAction, pausePromotionAction } from "../actions";
import { BENEFIT_LABELS, runsText } from "../promotion-texts";

export const metadata: Metadata = { title: "Promotion" };

export default async function AdminPromotionPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[]>>;
}) {
  await requireAdminPage();
  const [{ id }, { created }] = await Promise.all([params, searchParams]);
  const [promotion] = /^[\w-]{1,64}$/.test(id) ? await listPromotionUsage(id) : [];
  if (!promotion) notFound();
  const facts: [string, string][] = [
    ["Gives", BENEFIT_LABELS[promotion.benefit]],
    ["Reached by", promotion.automatic ? "Every cart that qualifies" : `${promotion.codes} codes`],
    ["Runs", promotion.paused ? `Paused (${runsText(promotion)})` : runsText(promotion)],
    ["Orders that used it", String(promotion.orders)],
    ["Discount given", formatRupees(promotion.discount)],
    ["Shipping waived", formatRupees(promotion.shippingWaived)],
    ["Revenue of those orders", formatRupees(promotion.revenue)],
  ];
  return (
    <section className="flex flex-col gap-5">
      <PageHeader title={promotion.name} />
      {created && <ActionMessage result={{ ok: true, message: "Promotion created." }} />}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-slate-800">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <ToggleForm
        action={pausePromotionAction}
        id={promotion.id}
        value={!promotion.paused}
        label={promotion.paused ? "Resume" : "Pause"}
        subject={promotion.name}
      />
      {!promotion.automatic && (
        <section
          className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5"
          aria-labelledby="codes"
        >
          <h2 id="codes" className="text-xl font-semibold">
            Codes
          </h2>
          <CodeBatchForm action={generateCodesAction} promotionId={promotion.id} />
          <a
            href={`/api/admin/promotions/${promotion.id}/codes`}
            className="font-semibold text-brand-700 hover:underline"
          >
            Download its codes and their use (CSV)
          </a>
        </section>
      )}
    </section>
  );
}
