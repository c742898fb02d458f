"use client";

import { createStore } from "./store";

/**
 * The header's Login link pressed on /login itself (SPEC §2): the screen switches back to sign-in
 * instead of reloading the same address. A count, so every press is a new request.
 */
export const signInRequests = createStore(0);

export const requestSignIn = () => signInRequests.set((count) => count + 1);
