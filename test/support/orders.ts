/** An order placed straight through the domain, with its customer, an operator and its product. */
import type { PaymentMethod } from "@/lib/generated/prisma/enums";
import { placeOrder } from "@/lib/orders/place-order";
import { TEST_PINCODES, deliveryAddress } from "./delivery-data";
import { createProduct, createUser } from "./users-and-products";

export async function placeTestOrder({
  paymentMethod = "COD",
  quantity = 2,
  stockQuantity = 10,
  pincode = TEST_PINCODES.warehouse.pincode,
}: { paymentMethod?: PaymentMethod; quantity?: number; stockQuantity?: number; pincode?: string } = {}) {
  const { user: customer } = await createUser();
  const { user: admin } = await createUser({ role: "ADMIN" });
  const product = await createProduct({ stockQuantity });
  const order = await placeOrder(
    customer.id,
    {
      items: [{ productId: product.id, quantity }],
      // The shopper's own address, so the order's e-mails reach this test's shopper alone.
      address: { ...deliveryAddress(pincode), email: customer.email },
    },
    paymentMethod,
  );
  return { customer, admin: { id: admin.id, role: admin.role }, product, order };
}
