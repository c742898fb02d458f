import Image from "next/image";
import Link from "next/link";
import type { ProductSummary } from "@/lib/catalog/products";
import { Price } from "./price";

/** Shown as 'Only N left' at or below this many units (SPEC §9). */
const LOW_STOCK_THRESHOLD = 10;

function StockBadge({ product }: { product: ProductSummary }) {
  if (!product.inStock) return <span className="text-sm font-medium text-red-700">Out of Stock</span>;
  if (product.stockQuantity <= LOW_STOCK_THRESHOLD) {
    return <span className="text-sm font-medium text-amber-700">Only {product.stockQuantity} left</span>;
  }
  return null;
}

export function ProductCard({ product }: { product: ProductSummary }) {
  return (
    <article className="group flex w-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <Link href={`/shop/${product.id}`} className="flex flex-1 flex-col">
        <div className="relative aspect-square bg-slate-100">
          {product.image && (
            <Image
              src={product.image}
              alt={product.name}
              fill
              sizes="(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw"
              className="object-cover"
              // The catalogue's art is SVG: vector files need no resizing.
              unoptimized={product.image.endsWith(".svg")}
            />
          )}
        </div>
        <div className="flex flex-1 flex-col gap-1 p-4">
          <p className="text-xs font-medium uppercase tracking-wide text-brand-700">{product.category}</p>
          <h3 className="font-semibold text-slate-900 group-hover:text-brand-700">{product.name}</h3>
          <p className="text-sm text-slate-600">
            <span aria-hidden="true">★</span> {product.rating.toFixed(1)}
            <span className="sr-only"> out of 5 stars</span>
          </p>
          <div className="mt-auto flex flex-wrap items-end justify-between gap-2 pt-2">
            <Price price={product.price} discountPrice={product.discountPrice} />
            <StockBadge product={product} />
          </div>
        </div>
      </Link>
    </article>
  );
}
