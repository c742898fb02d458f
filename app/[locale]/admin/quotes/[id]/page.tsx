import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { ActionButton } from "@/components/admin/action-button";
import { QuotePricingForm } from "@/components/admin/quote-pricing-form";
import { requireAdminPage } from "@/lib/auth/admin-session";
import { formatIndianDateTime } from "@/lib/dates";
import { displayOrderId } from "@/lib/orders/order-view";
import { findQuoteForAdmin, isClosedQuote, QUOTE_STATE_LABELS, type AdminQuote } from "@/lib/quotes/admin-quotes";
import { pricingPrefill } from "@/lib/quotes/quote-prefill";
import { priceQuoteAction, sendQuoteAction, withdrawQuoteAction } from "../actions";
import { quoteDay } from "../quote-days";

export const metadata: Metadata = { title: "Quote" };

function requestFacts(quote: AdminQuote): [string, ReactNode][] {
  const { address, businessBuyer, customer } = quote;
  const facts: [string, ReactNode][] = [
    ["Organisation", quote.organisation],
    ["Customer", [customer.name, customer.email, customer.phone].filter(Boolean).join(" · ")],
    ["Asked", formatIndianDateTime(quote.createdAt)],
    ["Needed by", quoteDay(quote.neededBy)],
    [
      "Notes",
      <span key="notes" className="whitespace-pre-line">
        {quote.notes ?? "—"}
      </span>,
    ],
    [
      "Deliver to",
      `${address.firstName} ${address.lastName}, ${address.street}, ${address.city}, ${address.state} ${address.pincode} · ${address.phone}`,
    ],
    [
      "GST invoice to",
      businessBuyer ? `${businessBuyer.legalName}, GSTIN ${businessBuyer.gstin}` : "No GST invoice asked for",
    ],
  ];
  if (quote.sentAt) facts.push(["Sent", formatIndianDateTime(quote.sentAt)]);
  if (quote.purchaseOrder) facts.push(["Purchase order", quote.purchaseOrder]);
  return facts;
}

/**
 * One quote for an operator (#35): what the school asked for, the pricing form (each line started
 * at the shop's tier price for its quantity), sending it with its proforma invoice, withdrawing it,
 * and the order it became once accepted.
 */
export default async function AdminQuotePage({ params }: { params: Promise<{ id: string }> }) {
  await requireAdminPage();
  const { id } = await params;
  const quote = /^[\w-]{1,64}$/.test(id) ? await findQuoteForAdmin(id) : null;
  if (!quote) notFound();
  const prefill = await pricingPrefill(quote);
  // Open quotes are priced (an expired one again, to reopen it), sent and withdrawn; closed ones only shown.
  const closed = isClosedQuote(quote.state);
  const lines = quote.lines.map((line, index) => ({
    id: line.id,
    name: line.name,
    quantity: line.quantity,
    shopPrice: line.unitPrice,
    prefill: prefill.lines[index]!.unitPrice,
    tierPercent: prefill.lines[index]!.tierPercent,
  }));

  return (
    <div className="flex flex-col gap-6">
      <Link href="/admin/quotes" className="font-semibold text-brand-700 hover:underline">
        ← All quotes
      </Link>
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-3xl font-bold text-slate-900 wrap-anywhere">Quote for {quote.organisation}</h1>
          {quote.number && <p className="text-slate-600">Proforma {quote.number}</p>}
        </div>
        {/* A status region: sending or withdrawing replaces its button, and the new state is announced instead. */}
        <p
          role="status"
          className="rounded-full bg-brand-50 px-4 py-1 font-semibold text-brand-700"
          data-testid="admin-quote-state"
        >
          {QUOTE_STATE_LABELS[quote.state]}
        </p>
      </header>
      <section className="rounded-xl border border-slate-200 bg-white p-5 text-sm" aria-labelledby="quote-request">
        <h2 id="quote-request" className="mb-3 text-xl font-semibold">
          The request
        </h2>
        <dl className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
          {requestFacts(quote).map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-semibold text-slate-800">{label}</dt>
              <dd className="wrap-anywhere">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 flex flex-wrap gap-4">
          {quote.number && (
            <a href={`/api/quotes/${quote.id}/proforma`} className="font-semibold text-brand-700 hover:underline">
              Download the proforma invoice (PDF)
            </a>
          )}
          {quote.orderId && (
            <Link href={`/admin/orders/${quote.orderId}`} className="font-semibold text-brand-700 hover:underline">
              Open order #{displayOrderId(quote.orderId)}
            </Link>
          )}
        </p>
      </section>
      <section className="flex flex-col gap-3" aria-labelledby="quote-prices">
        <h2 id="quote-prices" className="text-xl font-semibold">
          Prices
        </h2>
        <p className="text-sm text-slate-700">
          {!closed
            ? "Prices include GST. A quoted price cannot be above the shop's; a sent quote priced again must be sent again."
            : quote.totals
              ? "This quote is closed: its prices are shown as they were."
              : "This quote was closed before it was priced."}
        </p>
        {(!closed || quote.totals) && (
          <QuotePricingForm
            action={priceQuoteAction.bind(null, quote.id)}
            lines={lines}
            shipping={prefill.shipping}
            shippingNote={prefill.shippingNote}
            validUntil={prefill.validUntil}
            terms={quote.terms ?? ""}
            locked={closed}
          />
        )}
      </section>
      {!closed && (
        <section className="flex flex-wrap items-start gap-4" aria-label="Send or withdraw">
          {quote.state === "PRICED" && (
            <ActionButton label="Send to customer" action={sendQuoteAction.bind(null, quote.id)} />
          )}
          <ActionButton label="Withdraw" action={withdrawQuoteAction.bind(null, quote.id)} />
        </section>
      )}
    </div>
  );
}
