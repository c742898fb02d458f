import { useTranslations } from "next-intl";
import { stockLabel, type StockLabel } from "@/lib/catalog/stock";

const TONE_CLASS: Record<StockLabel["tone"], string> = {
  out: "text-red-700",
  low: "text-amber-800",
  in: "text-green-700",
};

/**
 * The stock line of a card and of the product page, from one rule (lib/catalog/stock.ts). Cards
 * say nothing when stock is plentiful (SPEC §9); the product page says "In Stock" (`always`).
 */
export function StockBadge({
  inStock,
  stockQuantity,
  always = false,
}: {
  inStock: boolean;
  stockQuantity: number;
  always?: boolean;
}) {
  const t = useTranslations("product.stock");
  const label = stockLabel({ inStock, stockQuantity });
  if (label.tone === "in" && !always) return null;
  return (
    <span className={`text-sm font-medium ${TONE_CLASS[label.tone]}`} data-testid="stock-label">
      {label.tone === "low" ? t("low", { count: label.left }) : t(label.tone)}
    </span>
  );
}
