import { quoteDelivery } from "@/lib/delivery/delivery";
import { readQuery } from "@/lib/http/body";
import { apiRoute, ok } from "@/lib/http/responses";
import { limitByAddress } from "@/lib/limits/rate-limits";
import { toPaise } from "@/lib/money";
import { shippingCostQuerySchema } from "@/lib/validation/delivery";
import { toPaymentChoicesJson, toShippingCostJson } from "@/lib/wire/delivery";
import { fromPaymentTypeJson } from "@/lib/wire/payment-type";

// GET /api/delivery/shipping-cost?pincode&weight&payment_type&order_value&free_shipping – the courier charge, and
// (beyond §7) what each way of paying would cost
export const GET = apiRoute(async (request) => {
  await limitByAddress(request, "pincodeCheck");
  const query = readQuery(request, shippingCostQuerySchema);
  const quote = await quoteDelivery({
    pincode: query.pincode,
    weightGrams: query.weight,
    paymentMethod: fromPaymentTypeJson(query.payment_type),
    orderValue: query.order_value === undefined ? undefined : toPaise(query.order_value.toFixed(2)),
    promotionWaivesShipping: query.free_shipping === "1",
  });
  return ok({
    cost: toShippingCostJson(quote),
    choices: toPaymentChoicesJson(quote.choices),
    message: quote.total === 0 ? "Free shipping on this order!" : undefined,
  });
});
