"use client";

import dynamic from "next/dynamic";

/**
 * The session gate, loaded after the first paint: its work (restoring the session, the cart
 * loader, a visitor's pending purchase) and the toasts bring the API client, zod and sonner,
 * none of which a page needs to show itself (docs/BUNDLE.md).
 */
export const LazySessionGate = dynamic(() => import("./session-gate").then((module) => module.SessionGate), {
  ssr: false,
});
