"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import { reserveBottomBar } from "@/lib/client/bottom-bar";

interface StickyBuyBarProps {
  name: string;
  /** The price as the page prints it (₹1,499.00), formatted on the server. */
  priceText: string;
  quantity: number;
  addLabel: string;
  disabled: boolean;
  onAdd: () => void;
  onBuy: () => void;
}

/**
 * Phones only (< 768 px): price, Add to Cart and Buy Now fixed to the bottom of the screen once the
 * product page's own buttons have scrolled away (issue #16 item 7). It runs the panel's own
 * handlers, so quantity and stock rules are the same; the page keeps room for it at the bottom.
 */
export function StickyBuyBar({ name, priceText, quantity, addLabel, disabled, onAdd, onBuy }: StickyBuyBarProps) {
  const t = useTranslations("productClient");
  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => (bar.current ? reserveBottomBar(bar.current) : undefined), []);

  return (
    <div
      ref={bar}
      role="region"
      aria-label={t("quickBuy")}
      data-testid="sticky-buy-bar"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 px-3 pb-3 pt-2 shadow-[0_-4px_12px_rgba(0,0,0,0.08)] backdrop-blur md:hidden"
    >
      <p className="flex items-baseline justify-between gap-2">
        <span className="sr-only">{name}: </span>
        <span className="font-bold text-slate-900" data-testid="sticky-price">
          {priceText}
        </span>
        <span className="text-sm text-slate-600">{t("quantityOf", { quantity })}</span>
      </p>
      <div className="mt-2 grid grid-cols-2 gap-2">
        <Button onClick={onAdd} disabled={disabled}>
          {addLabel}
        </Button>
        <Button variant="dark" onClick={onBuy} disabled={disabled}>
          {t("buyNow")}
        </Button>
      </div>
    </div>
  );
}
