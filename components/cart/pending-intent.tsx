"use client";

import { useTranslations } from "next-intl";
import { useRefusalText } from "@/components/forms/use-refusal-text";
import { usePathname, useRouter } from "@/lib/i18n/navigation";
import { useEffect } from "react";
import { isSessionRejection, messageOf } from "@/lib/client/api-errors";
import { cartStore } from "@/lib/client/cart";
import { addToCart } from "@/lib/client/cart-api";
import { notify } from "@/lib/client/notify";
import type { PurchaseIntent } from "@/lib/client/purchase-intent";
import { isAccountScreen } from "@/lib/client/return-path";
import { sessionStore } from "@/lib/client/session";
import { readJson } from "@/lib/client/storage";
import { useStore } from "@/lib/client/store";

type Toasts = ReturnType<typeof useTranslations<"cart.toast">>;

async function complete(
  intent: PurchaseIntent,
  t: Toasts,
  refusalText: (message: string, fallback: string) => string,
  goToCheckout: () => void,
) {
  const name = intent.name;
  try {
    await addToCart(intent.productId, intent.quantity);
    notify.success(t("intentAdded", { name }));
    if (intent.action === "buy") goToCheckout();
  } catch (error) {
    // The server says why (out of stock, only N left, the line's limit).
    if (!isSessionRejection(error)) {
      notify.error(t("intentFailed", { name, reason: refusalText(messageOf(error, t("tryAgain")), t("tryAgain")) }));
    }
  }
}

/**
 * Completes a visitor's Add to Cart or Buy Now once they are back from signing in or registering
 * (issue #16 item 1): after the redirect, and after the server's cart has loaded, so the loaded
 * cart cannot overwrite the line just added.
 */
export function PendingIntent() {
  const { status } = useStore(sessionStore);
  const { status: cartStatus } = useStore(cartStore);
  const pathname = usePathname();
  const router = useRouter();
  const t = useTranslations("cart.toast");
  const refusalText = useRefusalText();
  const cartSettled = cartStatus === "ready" || cartStatus === "error";

  useEffect(() => {
    if (status !== "signed-in" || !cartSettled || isAccountScreen(pathname)) return;
    // The intent's reader (and zod with it) loads only when one waits: on most visits none does.
    if (readJson("session", "intent") === null) return;
    void import("@/lib/client/purchase-intent").then(({ takeIntent }) => {
      const intent = takeIntent();
      if (intent) void complete(intent, t, refusalText, () => router.push("/place-order"));
    });
  }, [status, cartSettled, pathname, router, t, refusalText]);

  return null;
}
