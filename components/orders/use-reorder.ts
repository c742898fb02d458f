"use client";

import { useTranslations } from "next-intl";
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
  const t = useTranslations("orders.reorderToast");

  async function run(order: ShopperOrder) {
    setBusy(true);
    notify.info(t("adding"));
    try {
      const { added, skipped } = await reorder(order, await reloadCatalogue());
      if (skipped.length > 0) notify.error(t("skipped", { names: skipped.join(", ") }));
      if (added.length === 0) return;
      notify.success(t("added", { count: added.length }));
      setTimeout(() => router.push("/cart"), CART_REDIRECT_MS);
    } catch (error) {
      if (!isSessionRejection(error)) notify.error(t("failed"));
    } finally {
      setBusy(false);
    }
  }

  return { busy, run };
}
