import { PageHeader } from "@/components/admin/page-header";
import { Button } from "@/components/ui/button";
import { InputField } from "@/components/ui/form-field";
import { requireAdminPage } from "@/lib/auth/admin-session";
import { indianMonthOf } from "@/lib/tax/financial-year";

export const metadata = { title: "Invoices" };

/** The month's tax invoices and credit notes as a CSV for the GSTR-1 return (docs/GST.md). */
export default async function AdminInvoices() {
  await requireAdminPage();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Invoices" />
      <p className="max-w-2xl text-slate-700">
        Every confirmed order has a GST tax invoice, and every cancellation after it a credit note. Download a
        month&apos;s documents as a GSTR-1-friendly CSV: one row per document, HSN code and rate; credit notes in their
        own rows with negative amounts. Each order&apos;s PDFs are on its page under Orders.
      </p>
      <form method="get" action="/api/invoices/gstr1" className="flex flex-wrap items-end gap-3">
        <InputField
          id="gstr1-month"
          name="month"
          label="Month"
          type="month"
          defaultValue={indianMonthOf(new Date())}
          required
        />
        <Button type="submit">Download CSV</Button>
      </form>
    </div>
  );
}
