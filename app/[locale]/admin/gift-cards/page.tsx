import { PageHeader } from "@/components/admin/page-header";
import { DataTable, type Column } from "@/components/ui/data-table";
import { requireAdminPage } from "@/lib/auth/admin-session";
import { creditOverview, type PurchaseRow } from "@/lib/credit/admin-credit";
import { formatIndianDateTime } from "@/lib/dates";
import { formatRupees } from "@/lib/money";

export const metadata = { title: "Gift cards" };

const STATES = { AWAITING_PAYMENT: "Awaiting payment", PAID: "Paid, card e-mailed", FAILED: "Not paid" };

function outcome(purchase: PurchaseRow): string {
  if (purchase.errorCode === "AMOUNT_MISMATCH") {
    return "PhonePe charged another sum: no card was issued. Refund it from PhonePe's dashboard.";
  }
  return purchase.state === "FAILED" && purchase.errorCode
    ? `Not paid (${purchase.errorCode})`
    : STATES[purchase.state];
}

const COLUMNS: Column<PurchaseRow>[] = [
  { header: "When", cell: (purchase) => formatIndianDateTime(purchase.createdAt) },
  { header: "Bought by", cell: (purchase) => `${purchase.buyer.name} (${purchase.buyer.email ?? "no e-mail"})` },
  { header: "For", cell: (purchase) => `${purchase.recipientName} (${purchase.recipientEmail})` },
  { header: "Value", cell: (purchase) => formatRupees(purchase.value), className: "text-right" },
  { header: "Receipt", cell: (purchase) => purchase.receiptNumber ?? "—" },
  { header: "Payment", cell: outcome, className: "min-w-60" },
];

/**
 * Gift cards (issue #34): what the store owes in unspent gift cards and store credit, and the
 * latest purchases. Codes are never shown here: they belong to the recipients.
 */
export default async function AdminGiftCards() {
  await requireAdminPage();
  const overview = await creditOverview();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Gift cards" />
      <section className="rounded-xl border border-slate-200 bg-white p-5 text-sm" aria-labelledby="outstanding">
        <h2 id="outstanding" className="mb-2 text-xl font-semibold">
          Owed to customers
        </h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
          <dt>Gift cards still valid</dt>
          <dd data-testid="gift-cards-outstanding">{formatRupees(overview.giftCardsOutstanding)}</dd>
          <dt>Store credit</dt>
          <dd data-testid="store-credit-outstanding">{formatRupees(overview.storeCreditOutstanding)}</dd>
        </dl>
        <p className="mt-3 text-slate-600">
          Unspent value is a liability, not revenue: a gift card&rsquo;s sale carries no GST, and the goods it pays for
          are invoiced in full when it is spent.
        </p>
      </section>
      <section className="flex flex-col gap-3" aria-labelledby="purchases">
        <h2 id="purchases" className="text-xl font-semibold">
          Latest purchases
        </h2>
        <DataTable
          columns={COLUMNS}
          rows={overview.purchases}
          rowKey={(purchase) => purchase.id}
          empty="No gift card has been bought yet."
          caption="The latest gift card purchases and how their payments went"
          rowTestId="gift-card-purchase"
        />
      </section>
    </div>
  );
}
