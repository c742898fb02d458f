/** An order placed straight through the domain, with its customer, an operator and its product. */
import type { PaymentMethod } from "@/lib/generated/prisma/enums";
import { answerConfirmation } from "@/lib/orders/cod-confirmation/answer";
import { getOrderOf, type Order } from "@/lib/orders/order";
import { placeOrder } from "@/lib/orders/place-order";
import { TEST_PINCODES, deliveryAddress } from "./delivery-data";
import { createProduct, createUser } from "./users-and-products";

/**
 * A cash on delivery order is confirmed by its customer at once, as most are, unless `confirmed`
 * is false: it then waits in "Awaiting confirmation" (lib/orders/cod-confirmation/).
 */
export async function placeTestOrder({
  paymentMethod = "COD",
  quantity = 2,
  stockQuantity = 10,
  pincode = TEST_PINCODES.warehouse.pincode,
  confirmed = true,
}: {
  paymentMethod?: PaymentMethod;
  quantity?: number;
  stockQuantity?: number;
  pincode?: string;
  confirmed?: boolean;
} = {}) {
  const { user: customer, token: customerToken } = await createUser();
  const { user: admin } = await createUser({ role: "ADMIN" });
  const product = await createProduct({ stockQuantity });
  let order: Order = await placeOrder(
    customer.id,
    {
      items: [{ productId: product.id, quantity }],
      // The shopper's own address, so the order's e-mails reach this test's shopper alone.
      address: { ...deliveryAddress(pincode), email: customer.email },
    },
    paymentMethod,
  );
  if (paymentMethod === "COD" && confirmed) order = await confirmedByCustomer(order);
  return { customer, customerToken, admin: { id: admin.id, role: admin.role }, product, order };
}

/** A cash on delivery order confirmed by its customer on the store's page, as it then stands. */
export async function confirmedByCustomer(order: Order): Promise<Order> {
  const by = { kind: "customer", userId: order.userId } as const;
  await answerConfirmation({ orderId: order.id, answer: "confirm", via: "PAGE", by });
  return getOrderOf(order.userId, order.id);
}
