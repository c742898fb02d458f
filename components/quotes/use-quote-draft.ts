"use client";

import { useEffect, useState } from "react";
import { fetchAddresses, toAddressForm } from "@/lib/client/addresses";
import { fetchBusinessProfile, type BusinessProfile } from "@/lib/client/business";
import { cartStore } from "@/lib/client/cart";
import { loadCart } from "@/lib/client/cart-api";
import { fetchQuote, type ShopperQuote } from "@/lib/client/quotes";
import { sessionStore } from "@/lib/client/session";
import { indianIsoDay } from "@/lib/dates";
import {
  lineSource,
  quoteAddressOf,
  startingQuantity,
  type QuoteAddress,
  type QuoteFormValues,
  type QuoteLineDraft,
  type QuoteStart,
} from "./quote-request";

export interface QuoteDraft {
  defaults: QuoteFormValues;
  /** The shopper's business profile: a GST invoice can be asked for only with one. */
  business: BusinessProfile | null;
  /** Today in India ("2026-12-14"): the first day the API takes as needed-by, whatever the device's time zone. */
  today: string;
}

/**
 * What the request form starts from: the products of the address it was opened with, the default
 * saved address (else the account's name, e-mail and phone), and the business profile. Null while
 * loading; whatever fails to load starts empty, for the shopper to fill in.
 */
export function useQuoteDraft(start: QuoteStart, maxQuantity: number): QuoteDraft | null {
  const [draft, setDraft] = useState<QuoteDraft | null>(null);
  const { again, from, productId, quantity, classSet } = start;

  useEffect(() => {
    let current = true;
    void loadDraft({ again, from, productId, quantity, classSet }, maxQuantity).then(
      (loaded) => current && setDraft(loaded),
    );
    return () => {
      current = false;
    };
  }, [again, from, productId, quantity, classSet, maxQuantity]);
  return draft;
}

async function loadDraft(start: QuoteStart, maxQuantity: number): Promise<QuoteDraft> {
  const earlier = start.again ? await fetchQuote(start.again).catch(() => null) : null;
  const [items, address, business] = await Promise.all([
    startingLines(start, earlier, maxQuantity),
    startingAddress(earlier),
    fetchBusinessProfile().catch(() => null),
  ]);
  const organisation = earlier?.organisation ?? business?.legalName ?? "";
  return {
    business,
    today: indianIsoDay(Date.now()),
    defaults: { items, organisation, neededBy: undefined, notes: "", address, gstInvoice: false },
  };
}

async function startingLines(
  start: QuoteStart,
  earlier: ShopperQuote | null,
  maxQuantity: number,
): Promise<QuoteLineDraft[]> {
  switch (lineSource(start)) {
    case "again":
      // A product deleted since has no id left to ask for.
      return (earlier?.items ?? []).flatMap(({ productId, quantity, name }) =>
        productId ? [{ productId, quantity, name }] : [],
      );
    case "cart":
      await loadCart().catch(() => undefined);
      return cartStore.get().lines.map(({ productId, quantity, name }) => ({
        productId,
        quantity: Math.min(quantity, maxQuantity),
        name,
      }));
    case "class-set":
      return start.classSet!.map(({ productId, name }) => ({
        productId,
        quantity: startingQuantity(start.quantity, maxQuantity),
        name,
      }));
    case "product":
      // Named from the catalogue once it loads.
      return [{ productId: start.productId!, quantity: startingQuantity(start.quantity, maxQuantity), name: "" }];
    case "none":
      return [];
  }
}

async function startingAddress(earlier: ShopperQuote | null): Promise<QuoteAddress> {
  if (earlier) return quoteAddressOf(earlier.address);
  const { user } = sessionStore.get();
  const saved = await fetchAddresses().catch(() => []);
  const chosen = saved.find((address) => address.isDefault);
  if (chosen) return quoteAddressOf(toAddressForm(chosen, user?.email ?? ""));
  // The checkout's prefill; its module holds the address schema (zod), loaded with the form's data.
  const { prefillAddress } = await import("@/lib/orders/checkout");
  return quoteAddressOf(prefillAddress(user ?? { name: "", email: null, phone: null }));
}
