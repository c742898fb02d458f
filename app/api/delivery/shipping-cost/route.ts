import { quoteDelivery } from "@/lib/delivery/delivery";
import { readQuery } from "@/lib/http/body";
import { apiRoute, ok } from "@/lib/http/responses";
import { limitByAddress } from "@/lib/limits/rate-limits";
import { toPaise } from "@/lib/money";
import { shippingCostQuerySchema } from "@/lib/validation/delivery";
import { toShippingCostJson } from "@/lib/wire/delivery";

// GET /api/delivery/shipping-cost?pincode&weight&payment_type&order_value – the courier charge
export const GET = apiRoute(async (request) => {
  await limitByAddress(request, "pincodeCheck");
  const query = readQuery(request, shippingCostQuerySchema);
  const quote = await quoteDelivery({
    pincode: query.pincode,
    weightGrams: query.weight,
    paymentType: query.payment_type,
    orderValue: query.order_value === undefined ? undefined : toPaise(query.order_value.toFixed(2)),
  });
  return ok({
    cost: toShippingCostJson(quote),
    message: quote.total === 0 ? "Free shipping on this order!" : undefined,
  });
});
