/**
 * The cart's calls to the API (/api/cart/*): each answer is the whole priced cart, kept in the
 * cart's state (cart.ts) and its local mirror. Loaded by the session gate after the first paint,
 * by the cart and checkout screens, and by an Add to Cart on its first click.
 */
import type { Cart, CartData } from "../cart/cart-lines";
import { cartResponse, fromCartJson } from "../wire/cart";
import { cartStore } from "./cart";
import { callAsShopper } from "./session-api";
import { readJson, writeJson } from "./storage";

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
    keep(fromCartJson(await callAsShopper("/api/cart/get", cartResponse)));
  } catch (error) {
    cartStore.set((state) => ({ ...state, status: "error" }));
    throw error;
  }
}

export async function addToCart(productId: string, quantity = 1): Promise<void> {
  keep(fromCartJson(await callAsShopper("/api/cart/add", cartResponse, { body: { productId, quantity } })));
}

/** Sets a line's quantity; 0 or less removes it. Throws the server's refusal. */
export async function setCartQuantity(productId: string, quantity: number): Promise<void> {
  const kind = quantity <= 0 ? "remove" : "update";
  cartStore.set((state) => ({ ...state, busy: { ...state.busy, [productId]: kind } }));
  try {
    keep(fromCartJson(await callAsShopper("/api/cart/update", cartResponse, { body: { productId, quantity } })));
  } finally {
    cartStore.set((state) => {
      const busy = { ...state.busy };
      delete busy[productId];
      return { ...state, busy };
    });
  }
}
