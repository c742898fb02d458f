"use client";

import { usePathname } from "@/lib/i18n/navigation";
import { useEffect } from "react";
import { Toaster } from "sonner";
import { useFieldError } from "@/components/forms/use-field-error";
import { dismissToasts, translateToastsWith } from "@/lib/client/notify";

/** Below the fixed 4 rem header, so a toast never covers the cart badge or the menu button. */
const BELOW_HEADER = "5rem";

/** A toast raised this recently belongs to the action that navigated (kept); older ones go. */
const NAVIGATION_GRACE_MS = 2000;

/** The toasts (top-right under the header, SPEC §2), in the page's language, cleared of stale ones on every navigation. */
export function ToastHost() {
  const pathname = usePathname();
  const fieldError = useFieldError();
  useEffect(() => dismissToasts({ olderThanMs: NAVIGATION_GRACE_MS }), [pathname]);
  // An API's refusal passed on as it came ("Address not found") is shown in the page's language.
  useEffect(() => translateToastsWith((message) => fieldError(message) ?? message), [fieldError]);
  return (
    <Toaster
      position="top-right"
      offset={{ top: BELOW_HEADER }}
      mobileOffset={{ top: BELOW_HEADER }}
      visibleToasts={20}
      richColors
      closeButton
    />
  );
}
