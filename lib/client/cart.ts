/**
 * The signed-in shopper's cart: held by the server (/api/cart/*), mirrored in localStorage so
 * the badge shows at once on the next page load, with per-line busy states (SPEC §4).
 */
import { readJson, removeKeys, writeJson } from "./storage";
import { callAsShopper } from "./session";
import { createStore } from "./store";

/** Product id → quantity, in the order lines were added (the API's cartData). */
export type CartData = Record<string, number>;

export interface CartState {
  items: CartData;
  status: "idle" | "loading" | "ready" | "error";
  /** Lines with a call in flight, and which kind. */
  busy: Record<string, "update" | "remove">;
}

export const cartStore = createStore<CartState>({ items: {}, status: "idle", busy: {} });

export const cartItemCount = (items: CartData) => Object.values(items).reduce((sum, quantity) => sum + quantity, 0);

function keep(items: CartData): void {
  writeJson("local", "cart", items);
  cartStore.set((state) => ({ ...state, items, status: "ready" }));
}

/** Fetches the server's cart; until it answers, the local mirror is shown. Throws on failure. */
export async function loadCart(): Promise<void> {
  cartStore.set((state) => ({
    ...state,
    items: state.status === "idle" ? (readJson<CartData>("local", "cart") ?? {}) : state.items,
    status: "loading",
  }));
  try {
    const { cartData } = await callAsShopper<{ cartData: CartData }>("/api/cart/get");
    keep(cartData);
  } catch (error) {
    cartStore.set((state) => ({ ...state, status: "error" }));
    throw error;
  }
}

export async function addToCart(productId: string, quantity = 1): Promise<void> {
  const { cartData } = await callAsShopper<{ cartData: CartData }>("/api/cart/add", { body: { productId, quantity } });
  keep(cartData);
}

/** Sets a line's quantity; 0 or less removes it. Throws the server's refusal. */
export async function setCartQuantity(productId: string, quantity: number): Promise<void> {
  const kind = quantity <= 0 ? "remove" : "update";
  cartStore.set((state) => ({ ...state, busy: { ...state.busy, [productId]: kind } }));
  try {
    const { cartData } = await callAsShopper<{ cartData: CartData }>("/api/cart/update", {
      body: { productId, quantity },
    });
    keep(cartData);
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
