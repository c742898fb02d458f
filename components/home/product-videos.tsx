import Image from "next/image";
import { useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";
import { EmbedFacade } from "@/components/media/embed-facade";
import type { ProductLink } from "@/lib/catalog/product";
import { youtubeEmbedUrl } from "@/lib/media/youtube";
import { featuredVideos } from "./product-videos-content";

interface ProductVideosProps {
  /** The featured products found in the catalogue; a missing one is left out. */
  products: ProductLink[];
  /** Product slug → YouTube id (PRODUCT_VIDEO_IDS). */
  videoIds: ReadonlyMap<string, string>;
}

/** 'Watch Our Products in Action': a poster per product; the player loads only on click. */
export function ProductVideos({ products, videoIds }: ProductVideosProps) {
  const t = useTranslations("homeSections");
  const bySlug = new Map(products.map((product) => [product.slug, product]));
  const shown = featuredVideos.flatMap((video) => {
    const product = bySlug.get(video.slug);
    return product ? [{ ...video, product, videoId: videoIds.get(video.slug) }] : [];
  });
  if (shown.length === 0) return null;

  return (
    <section aria-labelledby="product-videos" className="mx-auto max-w-7xl px-4 py-12">
      <h2 id="product-videos" className="text-2xl font-bold text-slate-900">
        {t("videos.title")}
      </h2>
      <ul className="mt-6 grid gap-6 md:grid-cols-2">
        {shown.map(({ slug, product, videoId }) => {
          const name = t(`products.${slug}.name`);
          const poster = product.image && (
            <Image
              src={product.image}
              alt=""
              fill
              sizes="(min-width: 1280px) 38rem, (min-width: 768px) 50vw, 100vw"
              className="object-cover"
              // The catalogue's art is SVG: vector files need no resizing.
              unoptimized={product.image.endsWith(".svg")}
            />
          );
          return (
            <li key={slug} data-testid={`video-${slug}`}>
              <article>
                <div className="relative aspect-video overflow-hidden rounded-xl bg-slate-100">
                  {videoId ? (
                    <EmbedFacade
                      src={youtubeEmbedUrl(videoId)}
                      title={t("videos.videoTitle", { name })}
                      label={t("videos.play", { name })}
                    >
                      {poster}
                    </EmbedFacade>
                  ) : (
                    <Link
                      href={`/shop/${product.id}`}
                      aria-label={t("videos.seeInShop", { name })}
                      className="block h-full focus-visible:outline-offset-[-4px]"
                    >
                      {poster}
                    </Link>
                  )}
                </div>
                <h3 className="mt-3 text-lg font-semibold text-slate-900">{name}</h3>
                <p className="mt-1 text-slate-700">{t(`products.${slug}.description`)}</p>
              </article>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
