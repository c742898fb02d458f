import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { OrderConfirmation } from "@/components/orders/order-confirmation";
import type { BankDetails } from "@/components/orders/bank-transfer-panel";
import { OrderDetail } from "@/components/orders/order-detail";
import { RequireLogin } from "@/components/session/require-login";
import { env } from "@/lib/env";
import { localeOf, type LocaleParams } from "@/lib/i18n/page-locale";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeOf(params), namespace: "purchase" });
  return { title: t("order"), robots: { index: false } };
}

export default async function OrderPage({
  params,
  searchParams,
}: {
  params: Promise<{ orderId: string }>;
  searchParams: Promise<{ placed?: string | string[] }>;
}) {
  const [{ orderId }, { placed }] = await Promise.all([params, searchParams]);
  const t = await getTranslations("purchase");
  // The store's account from its configuration, for an order awaiting a bank transfer (the browser has no other way to it).
  const { accountName, accountNumber, ifsc, bankName, paymentDays } = env().bankAccount;
  const bank: BankDetails = { accountName, accountNumber, ifsc, bankName, paymentDays };
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <RequireLogin message={t("loginForOrders")}>
        {/* Right after checkout or a verified payment: the confirmation (issue #16 item 5). */}
        {placed === "1" ? <OrderConfirmation orderId={orderId} /> : <OrderDetail orderId={orderId} bank={bank} />}
      </RequireLogin>
    </div>
  );
}
