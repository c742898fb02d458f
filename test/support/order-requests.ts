/** A shopper with a cart, and the placement payload (SPEC §3) the order API tests send. */
import { POST as addToCart } from "@/app/api/cart/add/route";
import { callRoute } from "./call-route";
import { TEST_PINCODES, deliveryAddress } from "./delivery-data";
import { createProduct, createUser } from "./users-and-products";

export async function shopperWithCart() {
  const shopper = await createUser();
  // ₹499.00 list, ₹449.00 selling; 300 g each.
  const product = await createProduct({ price: "499.00", discountPrice: "449.00", stockQuantity: 10, weight: 300 });
  await callRoute(addToCart, { token: shopper.token, body: { productId: product.id, quantity: 2 } });
  return { ...shopper, product };
}

export const payload = (productId: string, overrides: Record<string, unknown> = {}) => ({
  items: [{ productId, name: "Anything", price: 1, quantity: 2, weight: 1, image: "/x.svg" }],
  address: deliveryAddress(TEST_PINCODES.rest.pincode),
  paymentMethod: "cod",
  orderNotes: "Please ring the bell",
  ...overrides,
});
