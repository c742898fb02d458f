"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import {
  clearCheckoutDraft,
  newDraft,
  readCheckoutDraft,
  writeCheckoutDraft,
  type CheckoutDraft,
} from "@/lib/client/checkout-draft";
import type { AddressForm } from "@/lib/orders/checkout";

/**
 * The checkout's entries, restored from the tab's storage when there are any (a reload, Back into
 * checkout) and written back on every change, until `finish` after a placement.
 */
export function useCheckoutDraft(prefill: () => AddressForm) {
  const [restored] = useState(readCheckoutDraft);
  const [draft, setDraft] = useState<CheckoutDraft>(() => restored ?? newDraft(prefill()));
  const finished = useRef(false);

  useEffect(() => {
    if (!finished.current) writeCheckoutDraft(draft);
  }, [draft]);

  const update = useCallback((change: Partial<CheckoutDraft>) => setDraft((old) => ({ ...old, ...change })), []);
  const finish = useCallback(() => {
    finished.current = true;
    clearCheckoutDraft();
  }, []);
  return { draft, update, finish, wasRestored: restored !== null };
}
