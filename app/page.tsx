import type { Metadata } from "next";
import Link from "next/link";
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
import { indexablePageMetadata } from "@/lib/seo/page-metadata";
import { storeContact } from "@/lib/store-contact";

/** Cached for every visitor until a write expires its tags (lib/cache/storefront-cache.ts). */
export const dynamic = "force-static";

export const metadata: Metadata = indexablePageMetadata({ path: "/" });

export default async function HomePage() {
  // Cached until a catalogue, banner or review write expires it (lib/cache/storefront-cache.ts).
  if (renderingForBuild()) return null;
  const [newArrivals, sliders, videoProducts] = await Promise.all([
    cachedNewArrivals(4),
    cachedShowingSliders(),
    cachedProductLinks(featuredVideos.map((video) => video.slug)),
  ]);
  const reviews = await cachedReviewStatsFor(newArrivals.map((product) => product.id));

  return (
    <>
      <JsonLd data={organizationJsonLd(storeContact, siteUrl())} />
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-7xl px-4 py-16 md:py-24">
          <h1 className="max-w-2xl text-4xl font-bold tracking-tight text-brand-900 md:text-5xl">
            Maths you can hold, play and understand
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-700">
            Card games, board games and hands-on kits that turn trigonometry, algebra and geometry into play — for
            children who learn by doing, and the parents and teachers who help them.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink href="/shop" size="lg">
              Shop Now
            </ButtonLink>
            <Link
              href="/about"
              className="rounded-md border border-brand-600 px-5 py-3 font-semibold text-brand-700 hover:bg-brand-50"
            >
              Read Our Story
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="our-story" className="mx-auto max-w-7xl px-4 py-12">
        <h2 id="our-story" className="text-2xl font-bold text-slate-900">
          Our Story
        </h2>
        <p className="mt-3 max-w-3xl text-slate-700">
          GanitPlay began in a Jodhpur classroom, with a teacher cutting trigonometry cards out of cardboard for the
          children who learnt best with their hands. Today our games and kits help kinesthetic learners across India
          touch, move and play their way into mathematics — and we aim to reach five in every hundred of them.
        </p>
        <Link href="/about" className="mt-4 inline-block font-semibold text-brand-700 hover:underline">
          Read More<span className="sr-only"> about our story</span>
        </Link>
      </section>

      <ShopBy />

      <section aria-labelledby="new-arrivals" className="mx-auto max-w-7xl px-4 py-12">
        <div className="flex items-end justify-between gap-4">
          <h2 id="new-arrivals" className="text-2xl font-bold text-slate-900">
            New Arrivals
          </h2>
          <Link href="/shop" className="font-semibold text-brand-700 hover:underline">
            View All
          </Link>
        </div>
        {newArrivals.length === 0 ? (
          <p className="mt-6 text-slate-600">New toys are on their way. Check back soon!</p>
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

      <PromoBanner sliders={sliders} />

      <PartnerCarousel />

      <section aria-labelledby="newsletter" className="bg-brand-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-12">
          <h2 id="newsletter" className="text-2xl font-bold">
            Join the GanitPlay community
          </h2>
          <p className="mt-2 max-w-2xl text-brand-100">
            One letter a month: new games, classroom ideas and maths puzzles to try at the dinner table.
          </p>
          <NewsletterForm />
        </div>
      </section>

      <InstagramBlock />

      <ProductVideos products={videoProducts} videoIds={env().PRODUCT_VIDEO_IDS ?? new Map()} />

      <section aria-labelledby="closing" className="mx-auto max-w-7xl px-4 py-12">
        <div className="rounded-2xl bg-brand-50 p-8 text-center">
          <h2 id="closing" className="text-2xl font-bold text-brand-900">
            Ready to make maths playful?
          </h2>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <ButtonLink href="/shop" size="lg">
              Shop Now
            </ButtonLink>
            <Link
              href="/feedback"
              className="rounded-md border border-brand-600 px-5 py-3 font-semibold text-brand-700"
            >
              Share Feedback
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
