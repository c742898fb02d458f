import type { Metadata } from "next";
import Link from "next/link";
import { PageHeader } from "@/components/admin/page-header";
import { DataTable, type Column } from "@/components/ui/data-table";
import { requireAdminPage } from "@/lib/auth/admin-session";
import { formatRupees } from "@/lib/money";
import { listPromotionUsage, type PromotionUsage } from "@/lib/promotions/promotion-usage";
import { BENEFIT_LABELS, runsText } from "../promotion-texts";

export const metadata: Metadata = { title: "Promotions" };

const COLUMNS: Column<PromotionUsage>[] = [
  {
    header: "Promotion",
    cell: (promotion) => (
      <Link href={`/admin/promotions/${promotion.id}`} className="font-semibold text-brand-700 hover:underline">
        {promotion.name}
      </Link>
    ),
  },
  { header: "Gives", cell: (promotion) => BENEFIT_LABELS[promotion.benefit] },
  {
    header: "Reached by",
    cell: (promotion) =>
      promotion.automatic ? "Automatic" : `${promotion.codes} code${promotion.codes === 1 ? "" : "s"}`,
  },
  { header: "Runs", cell: (promotion) => (promotion.paused ? "Paused" : runsText(promotion)), className: "min-w-56" },
  { header: "Orders", cell: (promotion) => String(promotion.orders), className: "text-right" },
  {
    header: "Discount given",
    cell: (promotion) => formatRupees(promotion.discount + promotion.shippingWaived),
    className: "text-right",
  },
  { header: "Revenue", cell: (promotion) => formatRupees(promotion.revenue), className: "text-right" },
];

/**
 * Promotions (#34) with what each has done: the orders that used it and went ahead, the discount
 * it gave (shipping waived included) and those orders' revenue.
 */
export default async function AdminPromotionsPage() {
  await requireAdminPage();
  const promotions = await listPromotionUsage();
  return (
    <section className="flex flex-col gap-5">
      <PageHeader title="Promotions" newHref="/admin/promotions/new" newLabel="New promotion" />
      <DataTable
        columns={COLUMNS}
        rows={promotions}
        rowKey={(promotion) => promotion.id}
        empty="No promotions yet."
        caption="Promotions and their use"
        rowTestId="promotion"
      />
    </section>
  );
}
