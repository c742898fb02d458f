/**
 * The signed-in shopper's cart: held and priced by the server (/api/cart/*), its quantities
 * mirrored in localStorage so the badge shows at once on the next page load, with per-line busy
 * states (SPEC §4).
 */
import type { Cart, CartData } from "../cart/cart-lines";
import { cartResponse, fromCartJson } from "../wire/cart";
import { readJson, removeKeys, writeJson } from "./storage";
import { callAsShopper } from "./session";
import { createStore } from "./store";

export interface CartState extends Cart {
  status: "idle" | "loading" | "ready" | "error";
  /** Lines with a call in flight, and which kind. */
  busy: Record<string, "update" | "remove">;
}

const EMPTY_CART: Cart = { items: {}, lines: [], totals: { itemCount: 0, subtotal: 0, shippingWeight: 0 } };

export const cartStore = createStore<CartState>({ ...EMPTY_CART, status: "idle", busy: {} });

export const cartItemCount = (items: CartData) => Object.values(items).reduce((sum, quantity) => sum + quantity, 0);

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

export function forgetCart(): void {
  removeKeys("cart");
  cartStore.set(cartStore.initial);
}
