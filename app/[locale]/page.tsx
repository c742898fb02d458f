import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import { NewsletterForm } from "@/components/forms/newsletter-form";
import { InstagramBlock } from "@/components/home/instagram-block";
import { PartnerCarousel } from "@/components/home/partner-carousel";
import { ProductVideos } from "@/components/home/product-videos";
import { featuredVideos } from "@/components/home/product-videos-content";
import { PromoBanner } from "@/components/home/promo-banner";
import { ShopBy } from "@/components/home/shop-by";
import { ProductCard } from "@/components/product/product-card";
import { JsonLd } from "@/components/seo/json-ld";
import { ButtonLink } from "@/components/ui/button";
import { cachedNewArrivals, cachedProductLinks } from "@/lib/catalog/product-reads";
import { cachedShowingSliders } from "@/lib/content/sliders";
import { env, siteUrl } from "@/lib/env";
import { renderingForBuild } from "@/lib/cache/storefront-cache";
import { cachedReviewStatsFor } from "@/lib/reviews/public-reviews";
import { organizationJsonLd } from "@/lib/seo/organization";
import { localeOf, type LocaleParams } from "@/lib/i18n/page-locale";
import { indexablePageMetadata } from "@/lib/seo/page-metadata";
import { storeContact } from "@/lib/store-contact";
import { withPageTexts } from "@/components/layout/page-texts";

/** Cached for every visitor until a write expires its tags (lib/cache/storefront-cache.ts). */
export const dynamic = "force-static";

export const generateMetadata = async ({ params }: LocaleParams): Promise<Metadata> =>
  indexablePageMetadata({ path: "/", locale: await localeOf(params) });

/** The newsletter form's and the product cards' texts. */
const HomeTexts = withPageTexts(["forms", "productClient"]);

export default async function HomePage() {
  const [t, locale] = await Promise.all([getTranslations("home"), getLocale()]);
  // Cached until a catalogue, banner or review write expires it (lib/cache/storefront-cache.ts).
  if (renderingForBuild()) return null;
  const [newArrivals, sliders, videoProducts] = await Promise.all([
    cachedNewArrivals(locale, 4),
    cachedShowingSliders(locale),
    cachedProductLinks(
      featuredVideos.map((video) => video.slug),
      locale,
    ),
  ]);
  const reviews = await cachedReviewStatsFor(newArrivals.map((product) => product.id));

  return (
    <HomeTexts>
      <JsonLd data={organizationJsonLd(storeContact, siteUrl())} />
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-7xl px-4 py-16 md:py-24">
          <h1 className="max-w-2xl text-4xl font-bold tracking-tight text-brand-900 md:text-5xl">{t("heroTitle")}</h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-700">{t("heroText")}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink href="/shop" size="lg">
              {t("shopNow")}
            </ButtonLink>
            <Link
              href="/about"
              className="rounded-md border border-brand-600 px-5 py-3 font-semibold text-brand-700 hover:bg-brand-50"
            >
              {t("readOurStory")}
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="our-story" className="mx-auto max-w-7xl px-4 py-12">
        <h2 id="our-story" className="text-2xl font-bold text-slate-900">
          {t("ourStory")}
        </h2>
        <p className="mt-3 max-w-3xl text-slate-700">{t("storyText")}</p>
        <Link href="/about" className="mt-4 inline-block font-semibold text-brand-700 hover:underline">
          {t("readMore")}
          <span className="sr-only">{t("readMoreHidden")}</span>
        </Link>
      </section>

      <ShopBy />

      <section aria-labelledby="new-arrivals" className="mx-auto max-w-7xl px-4 py-12">
        <div className="flex items-end justify-between gap-4">
          <h2 id="new-arrivals" className="text-2xl font-bold text-slate-900">
            {t("newArrivals")}
          </h2>
          <Link href="/shop" className="font-semibold text-brand-700 hover:underline">
            {t("viewAll")}
          </Link>
        </div>
        {newArrivals.length === 0 ? (
          <p className="mt-6 text-slate-600">{t("noArrivals")}</p>
        ) : (
          <ul className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-4">
            {newArrivals.map((product, index) => (
              <li key={product.id} className="flex">
                <ProductCard product={product} priority={index === 0} reviews={reviews[product.id]} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <PromoBanner sliders={sliders} locale={locale} />

      <PartnerCarousel />

      <section aria-labelledby="newsletter" className="bg-brand-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-12">
          <h2 id="newsletter" className="text-2xl font-bold">
            {t("communityTitle")}
          </h2>
          <p className="mt-2 max-w-2xl text-brand-100">{t("communityText")}</p>
          <NewsletterForm />
        </div>
      </section>

      <InstagramBlock />

      <ProductVideos products={videoProducts} videoIds={env().PRODUCT_VIDEO_IDS ?? new Map()} />

      <section aria-labelledby="closing" className="mx-auto max-w-7xl px-4 py-12">
        <div className="rounded-2xl bg-brand-50 p-8 text-center">
          <h2 id="closing" className="text-2xl font-bold text-brand-900">
            {t("closingTitle")}
          </h2>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <ButtonLink href="/shop" size="lg">
              {t("shopNow")}
            </ButtonLink>
            <Link
              href="/feedback"
              className="rounded-md border border-brand-600 px-5 py-3 font-semibold text-brand-700"
            >
              {t("shareFeedback")}
            </Link>
          </div>
        </div>
      </section>
    </HomeTexts>
  );
}
