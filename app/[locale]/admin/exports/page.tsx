import Link from "next/link";
import { PageHeader } from "@/components/admin/page-header";
import { Button } from "@/components/ui/button";
import { InputField } from "@/components/ui/form-field";
import { requireAdminPage } from "@/lib/auth/admin-session";
import { indianIsoDay } from "@/lib/dates";

export const metadata = { title: "Exports" };

const PERIOD_EXPORTS = [
  { kind: "orders", label: "Orders" },
  { kind: "order-lines", label: "Order lines" },
  { kind: "gst-register", label: "GST register" },
];

const link = "font-semibold text-brand-700 hover:underline";

/** Every CSV the store exports: a period's orders, lines and GST register; the customers and the catalogue as they stand. */
export default async function AdminExports() {
  await requireAdminPage();
  const today = new Date();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Exports" />
      <section className="flex max-w-3xl flex-col gap-3">
        <h2 className="text-lg font-semibold">A period</h2>
        <p className="text-slate-700">
          Orders placed, their lines, and the GST register of the invoices and credit notes issued, from the first day
          to the last (India&apos;s days, a year at most). Amounts in rupees; no customer&apos;s contact details.
        </p>
        <form method="get" action="/api/admin/exports/orders" className="flex flex-wrap items-end gap-3">
          <InputField
            id="export-from"
            name="from"
            label="From"
            type="date"
            defaultValue={`${indianIsoDay(today).slice(0, 8)}01`}
            required
          />
          <InputField id="export-to" name="to" label="To" type="date" defaultValue={indianIsoDay(today)} required />
          {PERIOD_EXPORTS.map(({ kind, label }) => (
            <Button key={kind} type="submit" formAction={`/api/admin/exports/${kind}`}>
              {label}
            </Button>
          ))}
        </form>
      </section>
      <section className="flex max-w-3xl flex-col gap-3">
        <h2 className="text-lg font-semibold">As they stand</h2>
        <ul className="list-disc pl-5 text-slate-700">
          <li>
            <a href="/api/admin/exports/products" download className={link}>
              Products
            </a>{" "}
            and{" "}
            <a href="/api/admin/exports/stock" download className={link}>
              stock
            </a>
            , in the shape{" "}
            <Link href="/admin/products/import" className={link}>
              the import
            </Link>{" "}
            reads back.
          </li>
          <li>
            <a href="/api/admin/exports/customers" download className={link}>
              Customers
            </a>
            : what they ordered and their choices of updates; a name and phone only for those who chose updates on
            WhatsApp or by SMS.
          </li>
        </ul>
      </section>
    </div>
  );
}
