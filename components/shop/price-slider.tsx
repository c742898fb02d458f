"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { formatRupees } from "@/lib/money";

/**
 * The price range: only the upper bound moves (SPEC §9), step ₹1. A lower bound set by a preset
 * ("Above 1499") is kept and shown.
 */
export function PriceSlider({ minPrice, maxPrice, ceiling }: { minPrice: number; maxPrice: number; ceiling: number }) {
  const t = useTranslations("shopClient");
  const top = Math.max(ceiling, minPrice + 100, 100);
  const [value, setValue] = useState(Math.min(maxPrice, top));
  return (
    <div>
      {/* The output beside the label, not in it: a label may hold only the control it names. */}
      <p className="mb-1 text-sm font-semibold">
        <label htmlFor="filter-max-price">{t("priceUpTo")}</label>{" "}
        <output htmlFor="filter-max-price">{formatRupees(value * 100)}</output>
      </p>
      {minPrice > 0 && <input type="hidden" name="minPrice" value={minPrice} />}
      <input
        id="filter-max-price"
        name="maxPrice"
        type="range"
        min={0}
        max={top}
        step={1}
        value={value}
        onChange={(event) => setValue(Number(event.target.value))}
        className="w-full accent-brand-600"
      />
      <p className="flex justify-between text-xs text-slate-600">
        <span>{formatRupees(minPrice * 100)}</span>
        <span>{formatRupees(top * 100)}</span>
      </p>
    </div>
  );
}
