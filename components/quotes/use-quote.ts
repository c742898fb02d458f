"use client";

import { useCallback, useEffect, useState } from "react";
import { ApiError, isSessionRejection } from "@/lib/client/api-errors";
import { fetchQuote, type ShopperQuote } from "@/lib/client/quotes";

export type QuoteState =
  { status: "loading" } | { status: "ready"; quote: ShopperQuote } | { status: "missing" } | { status: "error" };

/** One of the shopper's quotes; someone else's reads as missing (the API answers 404). `reload` reads it again. */
export function useQuote(quoteId: string): { state: QuoteState; reload: () => void } {
  const [state, setState] = useState<{ id: string; value: QuoteState } | null>(null);
  const [reads, setReads] = useState(0);

  useEffect(() => {
    let current = true;
    fetchQuote(quoteId)
      .then((quote) => current && setState({ id: quoteId, value: { status: "ready", quote } }))
      .catch((error: unknown) => {
        if (!current || isSessionRejection(error)) return;
        const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);
        setState({ id: quoteId, value: { status: missing ? "missing" : "error" } });
      });
    return () => {
      current = false;
    };
  }, [quoteId, reads]);

  const reload = useCallback(() => setReads((count) => count + 1), []);
  return { state: state?.id === quoteId ? state.value : { status: "loading" }, reload };
}
