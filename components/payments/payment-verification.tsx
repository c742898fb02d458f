"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Spinner } from "@/components/session/loading-screen";
import { useOrderTexts } from "@/components/orders/use-order-texts";
import { Button, ButtonLink } from "@/components/ui/button";
import { Link } from "@/lib/i18n/navigation";
import { ApiError, isSessionRejection } from "@/lib/client/api-errors";
import { loadCart } from "@/lib/client/cart-api";
import { fetchOrder, type ShopperOrder } from "@/lib/client/orders";
import { callAsShopper } from "@/lib/client/session-api";
import { paymentVerificationResponse, type PaymentRecoveryJson } from "@/lib/wire/order";
import { formatRupees, rupeesToPaise } from "@/lib/money";
import { confirmationHref, displayOrderId } from "@/lib/orders/order-view";
import { storeContact } from "@/lib/store-contact";
import { PaymentRecovery } from "./payment-recovery";
import { AccountConfirmation } from "@/components/orders/account-confirmation";

type Verification =
  | { status: "verifying" }
  | { status: "success"; message: string; order: ShopperOrder }
  | {
      status: "failure";
      message: string;
      error: string;
      order: ShopperOrder | null;
      pending?: boolean;
      recovery?: PaymentRecoveryJson;
    };

/** Seconds between automatic checks while PhonePe says pending: about three minutes in all. */
const POLL_DELAYS = [2, 4, 8, 16, 32, 60, 60];

type Texts = ReturnType<typeof useTranslations<"payments.message">>;

/**
 * Asks the store how the payment went; the store asks PhonePe, never trusting the redirect. The
 * store's own words are English (SPEC §7): `own` keeps them on English pages, and says the
 * screen's words on the others.
 */
async function verify(
  orderId: string | null,
  t: Texts,
  own: (text: string | undefined, fallback: Parameters<Texts>[0]) => string,
): Promise<Verification> {
  if (!orderId) {
    return { status: "failure", message: t("invalidRequest"), error: t("missingOrder"), order: null };
  }
  let order: ShopperOrder;
  try {
    order = await fetchOrder(orderId);
  } catch (error) {
    if (isSessionRejection(error)) throw error;
    const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);
    return {
      status: "failure",
      message: t(missing ? "notFound" : "verifyFailed"),
      error: t(missing ? "notFoundDetail" : "connection"),
      order: null,
    };
  }
  if (order.payment) return { status: "success", message: t("alreadyPaid"), order };
  if (order.paymentMethod === "cod") return { status: "success", message: t("payOnDelivery"), order };
  try {
    const reply = await callAsShopper("/api/order/verifyPhonePe", paymentVerificationResponse, {
      body: { orderId, merchantOrderId: order.phonePeOrderId ?? "" },
    });
    if (reply.success) return { status: "success", message: own(reply.message, "successful"), order: reply.order };
    return {
      status: "failure",
      message: own(reply.message, "failed"),
      error: own(reply.error || reply.message, "failed"),
      order: reply.order,
      pending: reply.paymentState === "PENDING",
      recovery: reply.recovery,
    };
  } catch (error) {
    if (isSessionRejection(error)) throw error;
    return {
      status: "failure",
      message: t("verifyFailed"),
      error: own(error instanceof Error ? error.message : undefined, "verifyFailed"),
      order,
    };
  }
}

function headingOf(state: Exclude<Verification, { status: "verifying" }>, cod: boolean) {
  if (state.status === "success") return cod ? "placed" : "success";
  return state.pending ? "pending" : "failed";
}

/**
 * The payment verification screen (SPEC §2, §4): verifying, then success or failure. While
 * PhonePe says pending it checks again by itself with growing pauses, then offers "Check again".
 */
export function PaymentVerification({ orderId }: { orderId: string | null }) {
  const [state, setState] = useState<Verification>({ status: "verifying" });
  const [polling, setPolling] = useState(true);
  // Bumped by "Check again": a new round of automatic checks.
  const [rounds, setRounds] = useState(0);
  const t = useTranslations("payments");
  const messages = useTranslations("payments.message");
  const english = useLocale() === "en";
  const texts = useOrderTexts();

  useEffect(() => {
    let current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    function check(attempt: number) {
      verify(orderId, messages, (text, fallback) => (english && text ? text : messages(fallback)))
        .then((result) => {
          if (!current) return;
          setState(result);
          // A settled payment empties the paid lines from the server's cart: show that.
          if (result.status === "success") void loadCart().catch(() => undefined);
          const delay = result.status === "failure" && result.pending ? POLL_DELAYS[attempt] : undefined;
          setPolling(delay !== undefined);
          if (delay !== undefined) timer = setTimeout(() => check(attempt + 1), delay * 1000);
        })
        .catch(() => undefined); // a rejected session redirects to /login by itself
    }
    check(0);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [orderId, rounds, messages, english]);

  const checkAgain = () => {
    setPolling(true);
    setRounds((count) => count + 1);
  };

  if (state.status === "verifying") {
    return (
      <div className="flex min-h-[40vh] flex-col items-center justify-center gap-3" role="status">
        <Spinner />
        <h1 className="text-2xl font-bold">{t("verifying")}</h1>
        <p className="text-slate-600">{t("pleaseWait")}</p>
      </div>
    );
  }

  const success = state.status === "success";
  const pending = !success && state.pending;
  const cod = state.order?.paymentMethod === "cod";
  // A bank transfer order paid online but not paid: it still waits for its transfer.
  const transfer = state.order?.paymentMethod === "bank_transfer";
  const method = t(cod ? "cod" : transfer ? "bankTransfer" : "phonepe");
  const heading = t(`heading.${headingOf(state, cod)}`);
  const colour = success ? "text-green-800" : pending ? "text-slate-900" : "text-red-700";
  return (
    <div className="mx-auto max-w-lg rounded-xl border border-slate-200 bg-white p-6 text-center sm:p-8">
      <h1 className={`text-2xl font-bold ${colour}`}>{heading}</h1>
      <p className="mt-2 text-slate-700" role="status">
        {pending && polling ? messages("waiting") : state.message}
      </p>
      {pending && polling && (
        <div className="mt-4 flex justify-center">
          <Spinner />
        </div>
      )}
      {!success && !pending && (
        <p className="mt-3 rounded-md bg-red-50 p-3 text-sm text-red-800" data-testid="payment-error">
          {state.error}
        </p>
      )}
      {!success && !pending && transfer && state.order && (
        <p className="mt-3 text-slate-800" data-testid="transfer-still-open">
          {t.rich("transferStillOpen", {
            link: (chunks) => <Link href={`/orders/${encodeURIComponent(orderId ?? "")}`}>{chunks}</Link>,
          })}
        </p>
      )}
      {/* Switched to cash on delivery: confirmed here, like any COD order, before it is packed. */}
      {success && state.order && (
        <div className="mt-4 text-left">
          <AccountConfirmation order={state.order} onAnswered={(order) => setState({ ...state, order })} />
        </div>
      )}
      {!success && state.recovery && state.order && (
        <PaymentRecovery
          orderId={state.order._id}
          recovery={state.recovery}
          onPlaced={(order) => setState({ status: "success", message: messages("payOnDelivery"), order })}
        />
      )}
      {state.order && (
        <dl className="mt-6 grid grid-cols-2 gap-2 text-left text-sm">
          <dt className="text-slate-600">{t("order")}</dt>
          <dd className="font-semibold">#{displayOrderId(state.order._id)}</dd>
          <dt className="text-slate-600">{t("amount")}</dt>
          <dd className="font-semibold">{formatRupees(rupeesToPaise(state.order.amount))}</dd>
          <dt className="text-slate-600">{t("status")}</dt>
          <dd className="font-semibold" data-testid="verified-status">
            {texts.status(state.order.status)}
          </dd>
          <dt className="text-slate-600">{t("method")}</dt>
          <dd className="font-semibold">{state.order.payment ? t("paid", { method }) : method}</dd>
        </dl>
      )}
      <div className="mt-8 flex flex-wrap justify-center gap-3 font-semibold">
        {pending && !polling && (
          <Button variant="secondary" size="lg" onClick={checkAgain}>
            {t("checkAgain")}
          </Button>
        )}
        {success && (
          <ButtonLink href={confirmationHref(state.order._id)} size="lg">
            {t("viewConfirmation")}
          </ButtonLink>
        )}
        <ButtonLink href="/orders" size="lg" variant={success ? "secondary" : undefined}>
          {t("viewOrders")}
        </ButtonLink>
        <ButtonLink href="/" variant="secondary" size="lg">
          {t(success ? "continueShopping" : "home")}
        </ButtonLink>
      </div>
      {storeContact.email && (
        <p className="mt-6 text-sm text-slate-600">
          {t.rich("questions", {
            email: storeContact.email,
            mail: (chunks) => <a href={`mailto:${storeContact.email}`}>{chunks}</a>,
          })}
        </p>
      )}
    </div>
  );
}
