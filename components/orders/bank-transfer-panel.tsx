"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState, type FormEvent, type ReactNode } from "react";
import { apiFieldOf } from "@/components/forms/api-field";
import { Button } from "@/components/ui/button";
import { InputField } from "@/components/ui/form-field";
import { isSessionRejection, messageOf } from "@/lib/client/api-errors";
import { giveTransferReference } from "@/lib/client/bank-transfer";
import { notify } from "@/lib/client/notify";
import type { ShopperOrder } from "@/lib/client/orders";
import { fetchQuotes } from "@/lib/client/quotes";
import { formatRupees, rupeesToPaise } from "@/lib/money";
import { transferDeadline } from "./transfer-deadline";
import { TransferPayOnline } from "./transfer-pay-online";
import { useOrderTexts } from "./use-order-texts";

/** The store's bank account, given by the server page (env's BANK_* variables): never written in the browser's code. */
export interface BankDetails {
  accountName: string;
  accountNumber: string;
  ifsc: string;
  bankName: string;
  /** Days an order waits for its transfer (BANK_TRANSFER_DAYS). */
  paymentDays: number;
}

const strong = (chunks: ReactNode) => <strong className="wrap-anywhere">{chunks}</strong>;

/**
 * "Pay by bank transfer" for an order awaiting its transfer: the account, the amount due, the
 * reference to write in the remarks (the quote's proforma number, else the order's id: the store
 * matches a statement's narration by either), the day the order is kept until, the UTR form, and
 * paying online through PhonePe instead.
 * Once the UTR is given it says what happens next, even as the order turns paid.
 */
export function BankTransferPanel({
  order,
  bank,
  onChanged,
}: {
  order: ShopperOrder;
  bank: BankDetails;
  onChanged: (order: ShopperOrder) => void;
}) {
  const t = useTranslations("orders.bankTransfer");
  const [answer, setAnswer] = useState<"waiting" | "paid" | null>(null);
  const awaiting = order.paymentMethod === "bank_transfer" && order.status === "Awaiting Payment" && !order.payment;
  if (answer === "paid") {
    return (
      <p role="status" className="rounded-xl border border-green-200 bg-green-50 p-5 font-semibold text-green-800">
        {t("paid")}
      </p>
    );
  }
  if (!awaiting && !answer) return null;
  return (
    <TransferInstructions
      order={order}
      bank={bank}
      sent={answer === "waiting"}
      onSaved={(changed) => {
        setAnswer(changed.payment ? "paid" : "waiting");
        onChanged(changed);
      }}
    />
  );
}

function TransferInstructions({
  order,
  bank,
  sent,
  onSaved,
}: {
  order: ShopperOrder;
  bank: BankDetails;
  sent: boolean;
  onSaved: (order: ShopperOrder) => void;
}) {
  const t = useTranslations("orders.bankTransfer");
  const texts = useOrderTexts();
  const proformaNumber = useProformaNumber(order._id);
  const due = rupeesToPaise(order.amount) - rupeesToPaise(order.paidByCredit);
  const account = [
    { label: t("accountName"), value: bank.accountName },
    { label: t("accountNumber"), value: bank.accountNumber, mono: true },
    { label: t("ifsc"), value: bank.ifsc, mono: true },
    { label: t("bank"), value: bank.bankName },
  ];
  return (
    <section
      aria-labelledby="bank-transfer-heading"
      className="flex flex-col gap-3 rounded-xl border-2 border-amber-300 bg-amber-50 p-5"
      data-testid="bank-transfer"
    >
      <h2 id="bank-transfer-heading" className="text-xl font-semibold text-slate-900">
        {t("heading")}
      </h2>
      <p className="text-slate-800">{t.rich("intro", { amount: formatRupees(due), strong })}</p>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 rounded-lg bg-white p-4 text-sm">
        {account.map(({ label, value, mono }) => (
          <div key={label} className="contents">
            <dt className="text-slate-600">{label}</dt>
            <dd className={`font-semibold text-slate-900 wrap-anywhere ${mono ? "font-mono" : ""}`}>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-slate-800">{t.rich("remarks", { reference: proformaNumber ?? order._id, strong })}</p>
      <p className="text-sm text-slate-700">
        {t("keptUntil", { date: texts.date(transferDeadline(order.date, bank.paymentDays)) })}
      </p>
      {sent ? (
        <p role="status" className="font-semibold text-green-800">
          {t("waiting")}
        </p>
      ) : (
        <>
          <TransferReferenceForm orderId={order._id} onSaved={onSaved} />
          <TransferPayOnline orderId={order._id} amount={formatRupees(due)} />
        </>
      )}
    </section>
  );
}

/** The proforma number of the quote the order came from, once read (null while reading, or for none). */
function useProformaNumber(orderId: string): string | null {
  const [found, setFound] = useState<{ orderId: string; number: string | null } | null>(null);
  useEffect(() => {
    let current = true;
    fetchQuotes()
      .then((quotes) => {
        const number = quotes.find((quote) => quote.orderId === orderId)?.number ?? null;
        if (current) setFound({ orderId, number });
      })
      // The order's id serves as well.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [orderId]);
  return found?.orderId === orderId ? found.number : null;
}

/** The UTR the shopper's bank gave the transfer: checked by the API's rule (loaded on send), then sent. */
function TransferReferenceForm({ orderId, onSaved }: { orderId: string; onSaved: (order: ShopperOrder) => void }) {
  const t = useTranslations("orders.bankTransfer");
  const [utr, setUtr] = useState("");
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function send(event: FormEvent) {
    event.preventDefault();
    const { utrSchema } = await import("@/lib/validation/bank-transfers");
    const checked = utrSchema.safeParse(utr);
    if (!checked.success) return setError(checked.error.issues[0]?.message);
    setError(undefined);
    setBusy(true);
    try {
      onSaved(await giveTransferReference(orderId, checked.data));
    } catch (failure) {
      if (isSessionRejection(failure)) return;
      const message = messageOf(failure, t("failed"));
      if (apiFieldOf(message, { utrInvalid: "utr" })) setError(message);
      else notify.error(message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void send(event)} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <InputField
        id="transfer-utr"
        label={t("utr")}
        hint={t("utrHint")}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        value={utr}
        onChange={(event) => setUtr(event.target.value)}
        error={error}
        className="min-w-0 flex-1"
      />
      <Button type="submit" disabled={busy} className="sm:mt-6">
        {busy ? t("sending") : t("send")}
      </Button>
    </form>
  );
}
