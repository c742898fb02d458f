"use client";

import dynamic from "next/dynamic";
import { ScreenLoading } from "@/components/session/loading-screen";

const loadCheckout = () => import("./checkout-view").then((module) => module.CheckoutView);

// Fetched at once, beside the session check, rather than after it.
if (typeof window !== "undefined") void loadCheckout();

/**
 * The checkout, loaded after the first paint: it shows only to a signed-in shopper once the
 * session is known ('Loading...' until then, RequireLogin), and brings the address rules, the
 * draft's and the API's zod schemas, which stay out of the page's first-load JavaScript.
 */
export const LazyCheckoutView = dynamic(loadCheckout, { ssr: false, loading: ScreenLoading });
