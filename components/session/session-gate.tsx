"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { Toaster } from "sonner";
import { SESSION_EXPIRED_MESSAGE, isSessionRejection } from "@/lib/client/api";
import { forgetCart, loadCart } from "@/lib/client/cart";
import { notify } from "@/lib/client/notify";
import { loginUrlFor } from "@/lib/client/return-path";
import {
  acknowledgeExpiry,
  PROFILE_RECHECK_MS,
  restoreSession,
  sessionStore,
  verifySession,
} from "@/lib/client/session";
import { useStore } from "@/lib/client/store";
import { restoreWishlist } from "@/lib/client/wishlist";
import { LoadingScreen } from "./loading-screen";

/** Time between announcing an expired session and going to /login (SPEC §9). */
const EXPIRY_REDIRECT_MS = 1000;
const SESSION_EXPIRED_TOAST = "session-expired";

/**
 * Mounted once in the layout: restores the session, re-verifies it every 30 minutes, keeps the
 * cart in step with it, announces an expired session, and hosts the toasts (top-right, SPEC §2).
 */
export function SessionGate() {
  const { status, expired } = useStore(sessionStore);
  const router = useRouter();

  useEffect(() => {
    restoreWishlist();
    void restoreSession();
    const recheck = setInterval(() => void verifySession(), PROFILE_RECHECK_MS);
    return () => clearInterval(recheck);
  }, []);

  useEffect(() => {
    if (status === "signed-in") {
      loadCart().catch((error: unknown) => {
        if (!isSessionRejection(error)) notify.error("Failed to load cart");
      });
    }
    if (status === "signed-out") forgetCart();
  }, [status]);

  useEffect(() => {
    if (!expired) return;
    notify.error(SESSION_EXPIRED_MESSAGE, SESSION_EXPIRED_TOAST);
    const { pathname, search } = window.location;
    const next = pathname === "/login" ? "/login" : loginUrlFor(`${pathname}${search}`);
    // The flag stays up until the redirect, so login-only screens do not redirect on their own.
    const timer = setTimeout(() => {
      acknowledgeExpiry();
      router.replace(next);
      // Said again on arrival (the same toast, refreshed): a toast raised while the page was still
      // hydrating can be lost when React re-renders the root, and the shopper must read why.
      notify.error(SESSION_EXPIRED_MESSAGE, SESSION_EXPIRED_TOAST);
    }, EXPIRY_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [expired, router]);

  return (
    <>
      <Toaster position="top-right" visibleToasts={20} richColors closeButton />
      {status === "checking" && <LoadingScreen />}
    </>
  );
}
