"use client";

import { usePathname, useRouter } from "@/lib/i18n/navigation";
import { useEffect, type ReactNode } from "react";
import { notify } from "@/lib/client/notify";
import { loginUrlFor } from "@/lib/client/return-path";
import { sessionStore } from "@/lib/client/session";
import { useStore } from "@/lib/client/store";
import { ScreenLoading } from "./loading-screen";

/**
 * Wraps a login-only screen (SPEC §2): 'Loading...' while the session is read, then either the
 * screen or a redirect to /login that remembers where the visitor was.
 */
export function RequireLogin({
  children,
  message,
}: {
  children: ReactNode;
  /** Translated by the page. */ message?: string;
}) {
  const { status, expired } = useStore(sessionStore);
  const router = useRouter();
  const pathname = usePathname();

  useEffect(() => {
    // An expired session announces itself and redirects (SessionGate); a visitor is sent now.
    if (status !== "signed-out" || expired) return;
    if (message) notify.error(message);
    router.replace(loginUrlFor(`${pathname}${window.location.search}`));
  }, [status, expired, message, pathname, router]);

  if (status === "signed-in") return <>{children}</>;
  return <ScreenLoading />;
}
