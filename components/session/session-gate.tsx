"use client";

import { usePathname, useRouter } from "@/lib/i18n/navigation";
import { useEffect } from "react";
import { PendingIntent } from "@/components/cart/pending-intent";
import { isSessionRejection } from "@/lib/client/api-errors";
import { forgetCart } from "@/lib/client/cart";
import { loadCart } from "@/lib/client/cart-api";
import { notify } from "@/lib/client/notify";
import { currentPagePath, loginUrlFor } from "@/lib/client/return-path";
import { acknowledgeExpiry, EXPIRED_NOTICE, sessionStore } from "@/lib/client/session";
import { PROFILE_RECHECK_MS, restoreSession, verifySession } from "@/lib/client/session-api";
import { readText, removeKeys } from "@/lib/client/storage";
import { useStore } from "@/lib/client/store";
import { restoreWishlist } from "@/lib/client/wishlist";
import { LoadingScreen } from "./loading-screen";
import { ToastHost } from "./toast-host";
import { useTranslations } from "next-intl";

/** Time between announcing an expired session and going to /login (SPEC §9). */
const EXPIRY_REDIRECT_MS = 1000;

/**
 * Mounted once in the layout, after the first paint (lazy-session-gate.tsx): restores the
 * session, re-verifies it every 30 minutes, keeps the cart in step with it, announces an expired
 * session, and hosts the toasts (top-right, SPEC §2).
 */
export function SessionGate() {
  const t = useTranslations("account.session");
  const { status, expired } = useStore(sessionStore);
  const router = useRouter();
  const pathname = usePathname();

  useEffect(() => {
    restoreWishlist();
    void restoreSession();
    const recheck = setInterval(() => void verifySession(), PROFILE_RECHECK_MS);
    return () => clearInterval(recheck);
  }, []);

  useEffect(() => {
    if (status === "signed-in") {
      loadCart().catch((error: unknown) => {
        if (!isSessionRejection(error)) notify.error(t("cartFailed"));
      });
    }
    if (status === "signed-out") forgetCart();
  }, [status, t]);

  useEffect(() => {
    if (!expired) return;
    notify.error(t("expired"), EXPIRED_NOTICE);
    const here = currentPagePath();
    const next = here === "/login" || here.startsWith("/login?") ? "/login" : loginUrlFor(here);
    // The flag stays up until the redirect, so login-only screens do not redirect on their own.
    const timer = setTimeout(() => {
      acknowledgeExpiry();
      router.replace(next);
    }, EXPIRY_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [expired, router, t]);

  // Said again on the login page (the same toast, refreshed): a redirect that turns into a full
  // page load, as one started while the page is still hydrating can, would lose the first one.
  useEffect(() => {
    if (pathname !== "/login" || readText("session", "notice") !== EXPIRED_NOTICE) return;
    removeKeys("notice");
    notify.error(t("expired"), EXPIRED_NOTICE);
  }, [pathname, t]);

  return (
    <>
      <ToastHost />
      <PendingIntent />
      {status === "checking" && <LoadingScreen />}
    </>
  );
}
