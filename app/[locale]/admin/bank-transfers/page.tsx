import type { Metadata } from "next";
import Link from "next/link";
import {
  MatchTransferForm,
  RecordTransferForm,
  StatementImportForm,
  type MatchChoice,
} from "@/components/admin/bank-transfer-forms";
import { PageHeader } from "@/components/admin/page-header";
import { DataTable, type Column } from "@/components/ui/data-table";
import { requireAdminPage } from "@/lib/auth/admin-session";
import { formatIndianDate, indianIsoDay, startOfIndianIsoDay } from "@/lib/dates";
import { formatRupees } from "@/lib/money";
import { displayOrderId } from "@/lib/orders/order-view";
import { ordersAwaitingTransfer, type AwaitingOrder } from "@/lib/payments/bank-transfer/awaiting-orders";
import { transfersForReview, type RecordedTransfer } from "@/lib/payments/bank-transfer/transfers";
import { importStatementAction, matchTransferAction, recordTransferAction } from "./actions";

export const metadata: Metadata = { title: "Bank transfers" };

const day = (isoDay: string) => formatIndianDate(startOfIndianIsoDay(isoDay));

/** An order as the match form offers it: enough to tell it from the others at a glance. */
const choiceLabel = (order: AwaitingOrder) =>
  [
    `#${displayOrderId(order.id)}`,
    formatRupees(order.amountDue),
    order.organisation ?? order.customer.name,
    order.quoteNumber,
    order.transferReference && `UTR given: ${order.transferReference}`,
  ]
    .filter(Boolean)
    .join(" · ");

const transferColumns: Column<RecordedTransfer>[] = [
  { header: "UTR", cell: (transfer) => <span className="font-mono">{transfer.utr}</span> },
  { header: "Amount", cell: (transfer) => formatRupees(transfer.amount), className: "text-right" },
  { header: "Received", cell: (transfer) => day(transfer.receivedOn) },
  { header: "Payer", cell: (transfer) => transfer.payerName ?? "—" },
  { header: "Narration", cell: (transfer) => transfer.narration ?? "—", className: "min-w-48 wrap-anywhere" },
];

const awaitingColumns: Column<AwaitingOrder>[] = [
  {
    header: "Order",
    cell: (order) => (
      <Link href={`/admin/orders/${order.id}`} className="font-semibold text-brand-700 hover:underline">
        #{displayOrderId(order.id)}
      </Link>
    ),
  },
  {
    header: "Customer",
    cell: (order) => [order.organisation, order.customer.name, order.customer.email].filter(Boolean).join(" · "),
  },
  { header: "Due", cell: (order) => formatRupees(order.amountDue), className: "text-right" },
  { header: "Proforma", cell: (order) => order.quoteNumber ?? "—" },
  { header: "UTR the customer gave", cell: (order) => order.transferReference ?? "—" },
  {
    header: "Released unless paid by",
    cell: (order) => (order.paymentExpiresAt ? formatIndianDate(order.paymentExpiresAt) : "—"),
  },
];

/**
 * Bank transfers (#35): record one seen in the account or import the bank's statement (each
 * matched at once to the order it certainly pays), match the rest by hand to the orders awaiting
 * a transfer, and the latest matched.
 */
export default async function AdminBankTransfersPage() {
  await requireAdminPage();
  const [{ unmatched, matched }, awaiting] = await Promise.all([transfersForReview(), ordersAwaitingTransfer()]);
  const choicesFor = (transfer: RecordedTransfer): MatchChoice[] =>
    awaiting.map((order) => ({
      orderId: order.id,
      label: choiceLabel(order),
      fits: order.amountDue === transfer.amount,
    }));
  const unmatchedColumns: Column<RecordedTransfer>[] = [
    ...transferColumns,
    {
      header: "Match to an order",
      cell: (transfer) =>
        awaiting.length === 0 ? (
          "No order awaits a bank transfer."
        ) : (
          <MatchTransferForm
            action={matchTransferAction}
            transferId={transfer.id}
            utr={transfer.utr}
            choices={choicesFor(transfer)}
          />
        ),
    },
  ];
  const matchedColumns: Column<RecordedTransfer>[] = [
    ...transferColumns,
    {
      header: "Paid order",
      cell: (transfer) => (
        <Link href={`/admin/orders/${transfer.orderId}`} className="font-semibold text-brand-700 hover:underline">
          #{displayOrderId(transfer.orderId!)}
        </Link>
      ),
    },
  ];
  const section = "flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5";

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Bank transfers" />
      <div className="grid gap-6 lg:grid-cols-2">
        <section className={section} aria-labelledby="record-transfer">
          <h2 id="record-transfer" className="text-xl font-semibold">
            Record a received transfer
          </h2>
          <RecordTransferForm action={recordTransferAction} today={indianIsoDay(new Date())} />
        </section>
        <section className={section} aria-labelledby="import-statement">
          <h2 id="import-statement" className="text-xl font-semibold">
            Import a bank statement
          </h2>
          <StatementImportForm action={importStatementAction} />
        </section>
      </div>
      <section className="flex flex-col gap-3" aria-labelledby="unmatched-transfers">
        <h2 id="unmatched-transfers" className="text-xl font-semibold">
          Transfers not matched yet
        </h2>
        <p className="text-sm text-slate-700">
          A transfer pays an order only when it is exactly the amount due; a part payment or an overpayment is settled
          with the customer first.
        </p>
        <DataTable
          columns={unmatchedColumns}
          rows={unmatched}
          rowKey={(transfer) => transfer.id}
          empty="Every recorded transfer is matched."
          caption="Transfers not matched to an order yet"
          rowTestId="unmatched-transfer"
        />
      </section>
      <section className="flex flex-col gap-3" aria-labelledby="awaiting-orders">
        <h2 id="awaiting-orders" className="text-xl font-semibold">
          Orders awaiting a transfer
        </h2>
        <DataTable
          columns={awaitingColumns}
          rows={awaiting}
          rowKey={(order) => order.id}
          empty="No order awaits a bank transfer."
          caption="Orders awaiting a bank transfer, the longest waiting first"
          rowTestId="awaiting-transfer-order"
        />
      </section>
      <section className="flex flex-col gap-3" aria-labelledby="matched-transfers">
        <h2 id="matched-transfers" className="text-xl font-semibold">
          Recently matched
        </h2>
        <DataTable
          columns={matchedColumns}
          rows={matched}
          rowKey={(transfer) => transfer.id}
          empty="No transfer has been matched yet."
          caption="The latest matched transfers and the orders they paid"
          rowTestId="matched-transfer"
        />
      </section>
    </div>
  );
}
