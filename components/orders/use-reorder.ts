"use client";

import { useRouter } from "@/lib/i18n/navigation";
import { useState } from "react";
import { isSessionRejection } from "@/lib/client/api-errors";
import { reloadCatalogue } from "@/lib/client/catalogue";
import { notify } from "@/lib/client/notify";
import { reorder, type ShopperOrder } from "@/lib/client/orders";

/** Time before the cart opens after a reorder (SPEC §9). */
const CART_REDIRECT_MS = 1000;

/** Reorder: 'Adding items to cart...', the items that could be added, then the cart. */
export function useReorder() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  async function run(order: ShopperOrder) {
    setBusy(true);
    notify.info("Adding items to cart...");
    try {
      const { added, skipped } = await reorder(order, await reloadCatalogue());
      if (skipped.length > 0) notify.error(`Not added, out of stock: ${skipped.join(", ")}`);
      if (added.length === 0) return;
      notify.success(`${added.length} ${added.length === 1 ? "item" : "items"} added to cart!`);
      setTimeout(() => router.push("/cart"), CART_REDIRECT_MS);
    } catch (error) {
      if (!isSessionRejection(error)) notify.error("Failed to add items to cart");
    } finally {
      setBusy(false);
    }
  }

  return { busy, run };
}
