"use client";

import { useRouter } from "@/lib/i18n/navigation";
import { useCallback } from "react";
import { forgetCart } from "@/lib/client/cart";
import { notify } from "@/lib/client/notify";
import { endSession, sessionStore } from "@/lib/client/session";
import { forgetWishlist } from "@/lib/client/wishlist";
import { useTranslations } from "next-intl";

/** Logout delay after the message (SPEC §9). */
const LOGOUT_DELAY_MS = 1000;

/** 'Logging out...', then after a second the session, cart and wishlist go and /login opens. */
export function useLogout() {
  const t = useTranslations("account.session");
  const router = useRouter();
  return useCallback(() => {
    notify.info(t("loggingOut"));
    // The server revokes this device's token (and an operator's admin cookie); nothing to wait for.
    // The API client is loaded on this click: the header that offers Logout stays free of it.
    const { token } = sessionStore.get();
    void import("@/lib/client/session-api").then(({ revokeToken }) => revokeToken(token)).catch(() => undefined);
    setTimeout(() => {
      endSession();
      forgetCart();
      forgetWishlist();
      router.push("/login");
    }, LOGOUT_DELAY_MS);
  }, [router, t]);
}
