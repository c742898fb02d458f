/**
 * The signed-in shopper's cart as the page shows it (SPEC §4): the server's priced lines, its
 * quantities mirrored in localStorage so the badge shows at once on the next page load, with
 * per-line busy states. Only the state, free of the API client and zod, so the header's badge
 * costs no parsing code; the calls that change it live in cart-api.ts.
 */
import { unpromotedCart, type Cart, type CartData } from "../cart/cart-lines";
import { removeKeys } from "./storage";
import { createStore } from "./store";

export interface CartState extends Cart {
  status: "idle" | "loading" | "ready" | "error";
  /** Lines with a call in flight, and which kind. */
  busy: Record<string, "update" | "remove">;
}

const EMPTY_CART: Cart = unpromotedCart({}, []);

export const cartStore = createStore<CartState>({ ...EMPTY_CART, status: "idle", busy: {} });

export const cartItemCount = (items: CartData) => Object.values(items).reduce((sum, quantity) => sum + quantity, 0);

export function forgetCart(): void {
  removeKeys("cart");
  cartStore.set(cartStore.initial);
}
