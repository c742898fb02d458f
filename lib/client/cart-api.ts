/**
 * The cart's calls to the API (/api/cart/*): each answer is the whole priced cart, kept in the
 * cart's state (cart.ts) and its local mirror.
 */
import type { Cart, CartData } from "../cart/cart-lines";
import { cartStore } from "./cart";
import { callAsShopper } from "./session-api";
import { readJson, writeJson } from "./storage";

/** A cart call: its answer, the whole cart, kept (the wire schema and zod load with the first call). */
async function callCart(
  path: string,
  body?: { productId: string; quantity: number } | { code: string },
  method?: "DELETE",
): Promise<void> {
  const { cartResponse, fromCartJson } = await import("../wire/cart");
  keep(fromCartJson(await callAsShopper(path, cartResponse, { ...(body && { body }), ...(method && { method }) })));
}

function keep(cart: Cart): void {
  writeJson("local", "cart", cart.items);
  cartStore.set((state) => ({ ...state, ...cart, status: "ready" }));
}

/** Fetches the server's cart; until it answers, the local mirror is shown. Throws on failure. */
export async function loadCart(): Promise<void> {
  cartStore.set((state) => ({
    ...state,
    items: state.status === "idle" ? (readJson<CartData>("local", "cart") ?? {}) : state.items,
    status: "loading",
  }));
  try {
    await callCart("/api/cart/get");
  } catch (error) {
    cartStore.set((state) => ({ ...state, status: "error" }));
    throw error;
  }
}

export async function addToCart(productId: string, quantity = 1): Promise<void> {
  await callCart("/api/cart/add", { productId, quantity });
}

/** Sets a line's quantity; 0 or less removes it. Throws the server's refusal. */
export async function setCartQuantity(productId: string, quantity: number): Promise<void> {
  const kind = quantity <= 0 ? "remove" : "update";
  cartStore.set((state) => ({ ...state, busy: { ...state.busy, [productId]: kind } }));
  try {
    await callCart("/api/cart/update", { productId, quantity });
  } finally {
    cartStore.set((state) => {
      const busy = { ...state.busy };
      delete busy[productId];
      return { ...state, busy };
    });
  }
}

/** Puts a promotion code in the cart; throws the server's reason when it does not apply. */
export async function applyCouponCode(code: string): Promise<void> {
  await callCart("/api/cart/coupon", { code });
}

export async function removeCouponCode(): Promise<void> {
  await callCart("/api/cart/coupon", undefined, "DELETE");
}
