import { notFound } from "@/lib/http/errors";
import { pageLocaleOf } from "@/lib/http/page-locale";
import { apiRoute, ok } from "@/lib/http/responses";
import { localizedPath } from "@/lib/i18n/addresses";
import { DEFAULT_LOCALE } from "@/lib/i18n/locales";
import { limitByAddress } from "@/lib/limits/rate-limits";
import { orderOfLinkToken } from "@/lib/orders/order-links";
import { switchToPayOnline } from "@/lib/payments/phonepe/pay-online-instead";

// POST /api/track/{token}/pay-online – by the order's signed link, its unconfirmed cash on delivery order is paid
// online instead; PhonePe sends the customer back to the tracking page
export const POST = apiRoute<{ params: Promise<{ token: string }> }>(async (request, { params }) => {
  await limitByAddress(request, "orderPlacement");
  const { token } = await params;
  const orderId = orderOfLinkToken(token);
  if (!orderId) throw notFound("Order not found");
  const returnTo = localizedPath(`/track/${token}`, pageLocaleOf(request) ?? DEFAULT_LOCALE);
  const paymentUrl = await switchToPayOnline(orderId, { kind: "proven" }, returnTo);
  return ok({ message: "Redirecting to PhonePe...", paymentUrl, orderId }, { status: 201 });
});
