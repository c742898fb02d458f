"use client";

import { usePathname } from "@/lib/i18n/navigation";
import { useEffect } from "react";
import { Toaster } from "sonner";
import { dismissToasts } from "@/lib/client/notify";
import { ToastTexts } from "./toast-texts";

/** Below the fixed 4 rem header, so a toast never covers the cart badge or the menu button. */
const BELOW_HEADER = "5rem";

/** A toast raised this recently belongs to the action that navigated (kept); older ones go. */
const NAVIGATION_GRACE_MS = 2000;

/** The toasts (top-right under the header, SPEC §2), in the page's language, cleared of stale ones on every navigation. */
export function ToastHost() {
  const pathname = usePathname();
  useEffect(() => dismissToasts({ olderThanMs: NAVIGATION_GRACE_MS }), [pathname]);
  return (
    <>
      <ToastTexts />
      <Toaster
        position="top-right"
        offset={{ top: BELOW_HEADER }}
        mobileOffset={{ top: BELOW_HEADER }}
        visibleToasts={20}
        richColors
        closeButton
      />
    </>
  );
}
