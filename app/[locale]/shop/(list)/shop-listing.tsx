import type { Metadata, ResolvingMetadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import type { ReactNode } from "react";
import { ProductCard } from "@/components/product/product-card";
import { FilterPanel } from "@/components/shop/filter-panel";
import { FilterSheet } from "@/components/shop/filter-sheet";
import { PageSizes, Pagination } from "@/components/shop/pagination";
import { CorrectedQuery, DidYouMean } from "@/components/shop/search-notices";
import { ButtonLink } from "@/components/ui/button";
import { SearchForm } from "@/components/ui/search-form";
import { cachedCatalogueOverview, cachedSearchCatalogue, searchCatalogue } from "@/lib/catalog/search";
import { shopUrl } from "@/lib/catalog/shop-url";
import { cachedLearningChoices } from "@/lib/learning/topics";
import { cachedReviewStatsFor, reviewStatsFor } from "@/lib/reviews/public-reviews";
import { localizedPath } from "@/lib/i18n/addresses";
import { localeOf, type LocaleParams } from "@/lib/i18n/page-locale";
import { indexablePageMetadata, withParentPreview } from "@/lib/seo/page-metadata";
import type { ShopQuery } from "@/lib/validation/catalogue";

/** Every list's metadata; its preview is the shop's (app/shop/opengraph-image.tsx). */
export async function shopMetadata({ params }: LocaleParams, parent: ResolvingMetadata): Promise<Metadata> {
  const locale = await localeOf(params);
  const t = await getTranslations({ locale, namespace: "shop.metadata" });
  return withParentPreview(
    indexablePageMetadata({
      locale,
      title: t("title"),
      description: t("description"),
      // Every filtered, sorted or paged listing names /shop as canonical: robots.txt keeps crawlers off
      // /shop?… (Google's advice for faceted navigation not meant to be indexed), and a shared link to
      // one still lends its weight to the listing that is indexed. Categories are no landing pages here.
      path: "/shop",
    }),
    parent,
  );
}

/**
 * The shop with these filters. Rendered once per set of filters and cached, or per request (`live`)
 * for filters the store does not link to itself, such as free search text (proxy.ts sends a list
 * address to its variant, lib/cache/cached-variants.ts): nothing here depends on the visitor.
 */
export async function ShopListing({ query, live }: { query: ShopQuery; live: boolean }) {
  // A live list is kept out of the data cache too: each distinct filter would be one more entry.
  const search = live ? searchCatalogue : cachedSearchCatalogue;
  const [t, locale] = await Promise.all([getTranslations("shop"), getLocale()]);
  const [overview, learning, result] = await Promise.all([
    cachedCatalogueOverview(locale),
    cachedLearningChoices(locale),
    search(query, locale),
  ]);
  const reviews = await (live ? reviewStatsFor : cachedReviewStatsFor)(result.products.map((product) => product.id));

  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-7xl px-4 py-10">
          <h1 className="text-3xl font-bold text-brand-900 md:text-4xl">{t("heading")}</h1>
          <SearchForm
            action={localizedPath("/shop", locale)}
            id="shop-search"
            label={t("searchLabel")}
            placeholder={t("searchPlaceholder")}
            q={query.q}
            className="mt-4 max-w-xl"
          />
          <dl className="mt-4 flex gap-6 text-sm text-slate-700">
            <div>
              <dt className="inline">{t("totalProducts")}</dt>
              <dd className="inline font-semibold" data-testid="total-products">
                {overview.total}
              </dd>
            </div>
            <div>
              <dt className="inline">{t("showing")}</dt>
              <dd className="inline font-semibold" data-testid="filtered-products">
                {result.matching}
              </dd>
            </div>
          </dl>
        </div>
      </section>

      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 md:flex-row">
        <aside className="md:w-64 md:shrink-0">
          <FilterSheet>
            <FilterPanel
              query={query}
              categories={overview.categories}
              priceCeiling={overview.priceCeiling}
              learning={learning}
            />
          </FilterSheet>
        </aside>

        <section aria-labelledby="shop-products" className="min-w-0 flex-1">
          {/* The product cards' names are h3s: a heading of their own keeps the outline whole. */}
          <h2 id="shop-products" className="sr-only">
            {t("productsHeading")}
          </h2>
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <PageSizes query={query} />
            <nav aria-label={t("views.label")} className="flex gap-2 text-sm">
              {(["grid", "list"] as const).map((view) => (
                <Link
                  key={view}
                  href={shopUrl(query, { view })}
                  aria-current={view === query.view ? "true" : undefined}
                  className={`rounded-md border px-3 py-1.5 ${view === query.view ? "border-brand-600 bg-brand-50 font-semibold text-brand-700" : "border-slate-300"}`}
                >
                  {t(`views.${view}`)}
                </Link>
              ))}
            </nav>
          </div>

          {result.correctedQuery && <CorrectedQuery corrected={result.correctedQuery} typed={query.q} />}
          {overview.total === 0 ? (
            <EmptyState title={t("empty.catalogue")} action={t("empty.reload")} href="/shop" />
          ) : result.matching === 0 ? (
            <EmptyState title={t("empty.noMatch")} action={t("empty.showAll")} href="/shop">
              <DidYouMean suggestions={result.suggestions} />
            </EmptyState>
          ) : (
            <ul
              className={
                query.view === "list" ? "flex flex-col gap-4" : "grid grid-cols-2 gap-4 md:grid-cols-2 lg:grid-cols-3"
              }
            >
              {result.products.map((product, index) => (
                <li key={product.id} className="flex">
                  <ProductCard
                    product={product}
                    layout={query.view}
                    priority={index < 3}
                    reviews={reviews[product.id]}
                  />
                </li>
              ))}
            </ul>
          )}
          <Pagination query={query} page={result.page} pages={result.pages} />
        </section>
      </div>
    </>
  );
}

function EmptyState({
  title,
  action,
  href,
  children,
}: {
  title: string;
  action: string;
  href: string;
  children?: ReactNode;
}) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 p-12 text-center">
      <p className="text-xl font-semibold text-slate-800">{title}</p>
      <ButtonLink href={href} className="mt-4">
        {action}
      </ButtonLink>
      {children}
    </div>
  );
}
