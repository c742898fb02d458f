"use client";

import { useRouter } from "@/lib/i18n/navigation";
import { useCallback } from "react";
import { notify } from "@/lib/client/notify";
import { currentPagePath, loginUrlFor } from "@/lib/client/return-path";

/** Login prompt delay before going to /login (SPEC §9). */
const LOGIN_PROMPT_MS = 1500;

/** Tells a visitor to log in (a message the caller translated), then takes them to /login with a way back here (SPEC §5). */
export function useLoginPrompt() {
  const router = useRouter();
  return useCallback(
    (message: string) => {
      notify.info(message);
      const here = currentPagePath();
      setTimeout(() => router.push(loginUrlFor(here)), LOGIN_PROMPT_MS);
    },
    [router],
  );
}
