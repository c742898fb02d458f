import { useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";
import { categoryOrDefault } from "@/lib/catalog/defaults";
import type { ProductSummary } from "@/lib/catalog/product";
import type { ReviewStats } from "@/lib/reviews/public-reviews";
import { AddToCartButton } from "./add-to-cart-button";
import { BuyWithLink } from "./buy-with-link";
import { PictureOrPlaceholder } from "./picture-or-placeholder";
import { Price } from "./price";
import { StockBadge } from "./stock-badge";
import { WishlistToggle } from "./wishlist-toggle";

interface ProductCardProps {
  product: ProductSummary;
  layout?: "grid" | "list";
  /** The first visible images load eagerly (largest contentful paint). */
  priority?: boolean;
  /** Its approved reviews' count and average; none, and no rating is shown. */
  reviews?: ReviewStats;
}

export function ProductCard({ product, layout = "grid", priority = false, reviews }: ProductCardProps) {
  const t = useTranslations("product");
  const list = layout === "list";
  return (
    <article
      className={`group flex w-full overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md ${
        list ? "flex-row" : "flex-col"
      }`}
    >
      <Link
        href={`/shop/${product.id}`}
        className={`relative shrink-0 bg-slate-100 ${list ? "aspect-square w-32 md:w-48" : "aspect-square w-full"}`}
        tabIndex={-1}
        aria-hidden="true"
      >
        <PictureOrPlaceholder
          src={product.image}
          fallback="/api/placeholder/400/400"
          alt=""
          fill
          preload={priority}
          fetchPriority={priority ? "high" : undefined}
          sizes={list ? "(min-width: 768px) 12rem, 8rem" : "(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw"}
          className="object-cover"
        />
      </Link>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <p className="text-xs font-medium uppercase tracking-wide text-brand-700">
          {categoryOrDefault(product.categoryName)}
        </p>
        <h3 className="font-semibold text-slate-900">
          <Link href={`/shop/${product.id}`} className="hover:text-brand-700 hover:underline">
            {product.name}
          </Link>
        </h3>
        <p className="text-sm text-slate-600">
          {reviews?.average != null && (
            <span className="mr-2">
              <span aria-hidden="true">★</span> {reviews.average.toFixed(1)}
              <span className="sr-only">{t("outOfFiveStars")}</span>
            </span>
          )}
          {product.ageSuitability && <span className="mr-2">{t("ages", { age: product.ageSuitability })}</span>}
          {list && (
            <span data-testid="review-count">
              {reviews ? t("reviewCount", { count: reviews.count }) : t("noReviews")}
            </span>
          )}
        </p>
        <div className="mt-auto flex flex-wrap items-end justify-between gap-2 pt-2">
          <Price price={product.price} discountPrice={product.discountPrice} />
          <StockBadge inStock={product.inStock} stockQuantity={product.stockQuantity} />
        </div>
        <div className="mt-2 flex items-center gap-2">
          <AddToCartButton product={{ id: product.id, name: product.name, inStock: product.inStock }} />
          <WishlistToggle product={{ id: product.id, name: product.name }} />
        </div>
        {product.brand && (
          <BuyWithLink href={product.brand} className="mt-2 text-sm font-medium text-brand-700 hover:underline" />
        )}
      </div>
    </article>
  );
}
