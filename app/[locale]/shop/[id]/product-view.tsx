import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import { notFound } from "next/navigation";
import { BulkPriceTable } from "@/components/product/bulk-price-table";
import { BuyWithLink } from "@/components/product/buy-with-link";
import { PincodeCheck } from "@/components/product/pincode-check";
import { Price } from "@/components/product/price";
import { ProductDetails } from "@/components/product/product-details";
import { ProductGallery } from "@/components/product/product-gallery";
import { ProductTabs } from "@/components/product/product-tabs";
import { PurchasePanel } from "@/components/product/purchase-panel";
import { ShareButton } from "@/components/product/share-button";
import { LazyStockAlertPanel } from "@/components/product/lazy-stock-alert-panel";
import { stockAlertTexts } from "@/components/product/stock-alert-texts";
import { StockBadge } from "@/components/product/stock-badge";
import { ServedTopics } from "@/components/learn/served-topics";
import { ReviewsSection } from "@/components/reviews/reviews-section";
import { Stars } from "@/components/reviews/stars";
import { JsonLd } from "@/components/seo/json-ld";
import { buttonClass } from "@/components/ui/button-styles";
import { isReviewPageAddress } from "@/lib/cache/record-pages";
import { partialRead } from "@/lib/cache/storefront-cache";
import { listingDeclarations } from "@/lib/catalog/declarations";
import { specificationsOf, withDisplayDefaults } from "@/lib/catalog/defaults";
import { sellingPrice } from "@/lib/catalog/pricing";
import { cachedProduct } from "@/lib/catalog/product-reads";
import { siteUrl } from "@/lib/env";
import { formatRupees } from "@/lib/money";
import { cachedShownOffers } from "@/lib/promotions/quantity-tier-reads";
import { bulkPriceTable } from "@/lib/promotions/quantity-tiers";
import { cachedShippingTerms } from "@/lib/delivery/shipping-terms";
import { cachedServedTopics } from "@/lib/learning/topics";
import { cachedApprovedReviews, cachedReviewSummary } from "@/lib/reviews/public-reviews";
import type { Locale } from "@/lib/i18n/locales";
import { indexablePageMetadata } from "@/lib/seo/page-metadata";
import { productJsonLd } from "@/lib/seo/product-json-ld";
import { reviewListQuerySchema } from "@/lib/validation/reviews";

/** The product page's metadata, whichever page of its reviews is shown. */
export async function productMetadata(id: string, locale: Locale): Promise<Metadata> {
  const found = await cachedProduct(id, locale);
  if (!found) {
    const t = await getTranslations({ locale, namespace: "product.notFound" });
    return { title: t("title"), robots: { index: false } };
  }
  const product = withDisplayDefaults(found);
  const page = indexablePageMetadata({
    path: `/shop/${product.id}`,
    locale,
    title: product.name,
    description: product.description,
  });
  return {
    ...page,
    // No `images`: the PNG of ./opengraph-image.tsx is the preview (Open Graph and Twitter).
    twitter: { card: "summary_large_image", title: product.name, description: page.description ?? undefined },
  };
}

/**
 * The product page, `reviewPage` being the page of its reviews shown after the first (another is not found).
 * Rendered once and cached (lib/cache/storefront-cache.ts): nothing here depends on the visitor.
 */
export async function ProductView({ id, locale, reviewPage }: { id: string; locale: Locale; reviewPage?: string }) {
  const [found, t] = await Promise.all([cachedProduct(id, locale), getTranslations("product")]);
  if (!found) notFound();
  const product = withDisplayDefaults(found);
  // From the stored product: what it declares, nothing filled in for display.
  const declarations = listingDeclarations(found);
  const query = reviewListQuerySchema.safeParse({ productId: product.id, page: reviewPage });
  const page = query.success ? query.data.page : 1;
  const [summary, reviews, shipping, offers, servedTopics] = await Promise.all([
    cachedReviewSummary(product.id),
    cachedApprovedReviews(product.id, page),
    cachedShippingTerms(),
    // A failed read leaves out the bulk prices, not the page; the cart reads its offers live.
    partialRead(cachedShownOffers(product.id, product.category, locale), "bulk_prices_failed"),
    cachedServedTopics(product.id, locale),
  ]);
  // Only review pages that exist, each at one address (lib/cache/record-pages.ts): a page gone since proxy.ts checked.
  if (reviewPage !== undefined && !isReviewPageAddress(reviewPage, reviews.pagination.pages)) notFound();

  const specifications = specificationsOf(found);
  const unitPrice = sellingPrice(product.price, product.discountPrice);
  // Each render applies its own clock to the tiers' windows (lib/promotions/quantity-tier-reads.ts).
  const bulkPrices = bulkPriceTable({ ...product, unitPrice }, offers ?? []);

  return (
    <article className="mx-auto max-w-7xl px-4 py-8">
      {productJsonLd({
        product,
        declarations,
        summary,
        reviews,
        shipping,
        origin: siteUrl(),
        locale,
        crumbs: { home: t("breadcrumb.home"), shop: t("breadcrumb.shop") },
      }).map((data) => (
        <JsonLd key={String(data["@type"])} data={data} />
      ))}
      <nav aria-label={t("breadcrumb.label")} className="mb-6 text-sm text-slate-600">
        <ol className="flex flex-wrap gap-2">
          <li>
            <Link href="/" className="hover:underline">
              {t("breadcrumb.home")}
            </Link>{" "}
            /
          </li>
          <li>
            <Link href="/shop" className="hover:underline">
              {t("breadcrumb.shop")}
            </Link>{" "}
            /
          </li>
          <li aria-current="page" className="font-medium text-slate-900">
            {product.name}
          </li>
        </ol>
      </nav>

      <div className="grid gap-8 md:grid-cols-2">
        <ProductGallery images={product.images} name={product.name} />
        <div className="flex flex-col gap-4">
          <p className="text-sm font-medium uppercase tracking-wide text-brand-700">{product.categoryName}</p>
          <h1 className="text-3xl font-bold text-slate-900">{product.name}</h1>
          <p className="flex flex-wrap items-center gap-2 text-slate-700">
            {summary.average !== null && (
              <>
                <Stars rating={summary.average} />
                <span>{summary.average.toFixed(1)}</span> ·
              </>
            )}
            <a href="#reviews" className="text-brand-700 hover:underline" data-testid="review-count">
              {summary.count === 0 ? t("noReviews") : t("reviewCount", { count: summary.count })}
            </a>
          </p>
          <div className="text-2xl">
            <Price price={product.price} discountPrice={product.discountPrice} />
          </div>
          {product.discountPrice !== null && product.discountPrice < product.price && (
            <p className="font-semibold text-green-700" data-testid="savings">
              {t("save", { amount: formatRupees(product.price - product.discountPrice) })}
            </p>
          )}
          {bulkPrices.length > 0 && <BulkPriceTable rows={bulkPrices} />}
          <p className="text-slate-700">{product.description}</p>
          <dl className="grid grid-cols-2 gap-2 text-sm">
            <dt className="text-slate-600">{t("age")}</dt>
            <dd className="font-medium">{product.ageSuitability ?? t("allAges")}</dd>
            <dt className="text-slate-600">{t("availability")}</dt>
            <dd>
              <StockBadge inStock={product.inStock} stockQuantity={product.stockQuantity} always />
            </dd>
          </dl>
          <PincodeCheck />
          <PurchasePanel
            product={{
              id: product.id,
              name: product.name,
              inStock: product.inStock,
              stockQuantity: product.stockQuantity,
              // Formatted here: the rupee formatting stays out of the page's JavaScript.
              priceText: formatRupees(unitPrice),
            }}
          />
          {!(product.inStock && product.stockQuantity > 0) && (
            <LazyStockAlertPanel productId={product.id} texts={await stockAlertTexts(locale)} />
          )}
          <div className="flex flex-wrap gap-3">
            {product.brand && <BuyWithLink href={product.brand} className={buttonClass({ variant: "accent" })} />}
            <ShareButton title={product.name} />
          </div>
          <ProductDetails declarations={declarations} />
        </div>
      </div>

      <ProductTabs
        description={
          <div className="grid gap-6 md:grid-cols-2">
            <div>
              <p className="text-slate-700">{product.description}</p>
              {product.features.length > 0 && (
                <>
                  <h2 className="mt-4 font-semibold">{t("keyFeatures")}</h2>
                  <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
                    {product.features.map((feature) => (
                      <li key={feature}>{feature}</li>
                    ))}
                  </ul>
                </>
              )}
            </div>
            {product.contents.length > 0 && (
              <div>
                <h2 className="font-semibold">{t("included")}</h2>
                <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
                  {product.contents.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </div>
            )}
          </div>
        }
        specifications={
          <dl className="grid max-w-xl grid-cols-2 gap-y-2 text-sm">
            {specifications.map((specification) => (
              <div key={specification.key} className="contents">
                <dt className="text-slate-600">{t(`specifications.${specification.key}`)}</dt>
                <dd className="font-medium">
                  {specification.value === null ? t(`specificationDefaults.${specification.key}`) : specification.value}
                </dd>
              </div>
            ))}
          </dl>
        }
      />
      <ServedTopics productId={product.id} topics={servedTopics} locale={locale} />
      <ReviewsSection
        productId={product.id}
        summary={summary}
        page={reviews}
        pageHref={(page) =>
          page === 1 ? `/shop/${product.id}#reviews` : `/shop/${product.id}/reviews/${page}#reviews`
        }
      />
    </article>
  );
}
