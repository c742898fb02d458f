/** Shown as 'Only N left' at or below this many units (SPEC §9). */
const LOW_STOCK_THRESHOLD = 10;

export function StockBadge({ inStock, stockQuantity }: { inStock: boolean; stockQuantity: number }) {
  if (!inStock || stockQuantity <= 0) return <span className="text-sm font-medium text-red-700">Out of Stock</span>;
  if (stockQuantity <= LOW_STOCK_THRESHOLD) {
    return <span className="text-sm font-medium text-amber-800">Only {stockQuantity} left</span>;
  }
  return null;
}
