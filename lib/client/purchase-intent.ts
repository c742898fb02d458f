/**
 * A visitor's Add to Cart or Buy Now, kept for the tab (sessionStorage) while they sign in or
 * register, and completed on their return (issue #16 item 1). Read back through zod: the value
 * comes from storage anyone on the page can write, and a stale one is dropped.
 */
import { z } from "zod";
import { MAX_LINE_QUANTITY } from "../validation/cart";
import { recordIdSchema } from "../validation/ids";
import { text } from "../validation/text";
import { readJson, removeKeys, writeJson } from "./storage";

/** An intent older than this is forgotten: the visitor has moved on. */
export const INTENT_LIFETIME_MS = 30 * 60 * 1000;

const intentJson = z.object({
  productId: recordIdSchema("Product ID"),
  name: text().trim().min(1).max(200),
  quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
  /** "buy": Buy Now, which goes on to checkout once the product is in the cart. */
  action: z.enum(["add", "buy"]),
  savedAt: z.number().int(),
});

export type PurchaseIntent = z.output<typeof intentJson>;

/** The stored value as an intent still worth completing at `now`, else null. */
export function readIntent(stored: unknown, now: number): PurchaseIntent | null {
  const parsed = intentJson.safeParse(stored);
  if (!parsed.success) return null;
  const age = now - parsed.data.savedAt;
  return age >= 0 && age <= INTENT_LIFETIME_MS ? parsed.data : null;
}

export function rememberIntent(intent: Omit<PurchaseIntent, "savedAt">): void {
  writeJson("session", "intent", { ...intent, savedAt: Date.now() });
}

/** The pending intent, removed from storage so it is completed once only. */
export function takeIntent(): PurchaseIntent | null {
  const intent = readIntent(readJson<unknown>("session", "intent"), Date.now());
  removeKeys("intent");
  return intent;
}
