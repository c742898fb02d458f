import type { Metadata } from "next";
import { PageHeader } from "@/components/admin/page-header";
import { PromotionForm } from "@/components/admin/promotion-form";
import { requireAdminPage } from "@/lib/auth/admin-session";
import { createPromotionAction } from "../actions";

export const metadata: Metadata = { title: "New promotion" };

export default async function NewPromotionPage() {
  await requireAdminPage();
  return (
    <section className="flex flex-col gap-5">
      <PageHeader title="New promotion" />
      <p className="text-sm text-slate-700">
        Shoppers see the name and what it gives beside their saving, and the end time as it is: nothing counts down. How
        offers stack, and how a discount lands on the invoice, is in docs/GST.md.
      </p>
      <PromotionForm action={createPromotionAction} />
    </section>
  );
}
