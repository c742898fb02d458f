import Image from "next/image";
import { useTranslations } from "next-intl";
import { EmbedFacade } from "@/components/media/embed-facade";
import { buttonClass } from "@/components/ui/button-styles";
import { instagramReel } from "@/lib/media/instagram";
import { storeContact } from "@/lib/store-contact";

/** Six of the store's own product pictures, in the grid of an Instagram profile. */
const GALLERY = [
  { src: "/images/products/trigno-card/2.svg", slug: "trigno-card" },
  { src: "/images/products/coordinate/2.svg", slug: "coordinate" },
  { src: "/images/products/operator/2.svg", slug: "operator" },
  { src: "/images/products/trigonik/2.svg", slug: "trigonik" },
  { src: "/images/products/coordinate/3.svg", slug: "coordinate" },
  { src: "/images/products/trigno-card/3.svg", slug: "trigno-card" },
] as const;

/** Instagram-style block (SPEC §2): the follow link and the reel appear only when configured. */
export function InstagramBlock() {
  const t = useTranslations("homeSections");
  const pages = useTranslations("staticPages");
  const newWindow = <span className="sr-only">{pages("newWindow")}</span>;
  const profile = storeContact.social.find((link) => link.network === "Instagram");
  return (
    <section aria-labelledby="instagram" className="mx-auto max-w-7xl px-4 py-12">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="instagram" className="text-2xl font-bold text-slate-900">
            {t("instagram.title")}
          </h2>
          <p className="mt-2 text-slate-700">{t("instagram.text")}</p>
        </div>
        {profile && (
          <a href={profile.url} target="_blank" rel="noopener noreferrer" className={buttonClass({ size: "lg" })}>
            {t("instagram.follow")}
            {newWindow}
          </a>
        )}
      </div>
      <div className={`mt-6 grid gap-6 ${instagramReel ? "md:grid-cols-[2fr_1fr]" : ""}`}>
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {GALLERY.map((picture) => (
            <li key={picture.src} className="relative aspect-square overflow-hidden rounded-lg bg-slate-100">
              <Image
                src={picture.src}
                alt={t(`products.${picture.slug}.name`)}
                fill
                sizes="(min-width: 1280px) 17rem, (min-width: 640px) 33vw, 50vw"
                className="object-cover"
                unoptimized
              />
            </li>
          ))}
        </ul>
        {instagramReel && (
          <div>
            <div className="relative mx-auto aspect-[9/16] w-full max-w-xs overflow-hidden rounded-xl bg-gradient-to-br from-brand-600 via-brand-900 to-slate-900">
              <EmbedFacade
                src={instagramReel.embedUrl}
                title={t("instagram.reelTitle")}
                label={t("instagram.playReelLabel")}
                cta={t("instagram.playReel")}
              >
                <p className="absolute inset-x-0 bottom-0 p-4 text-sm text-white">{t("instagram.reelNote")}</p>
              </EmbedFacade>
            </div>
            <a
              href={instagramReel.url}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-2 inline-block text-sm font-semibold text-brand-700 hover:underline"
            >
              {t("instagram.watchReel")}
              {newWindow}
            </a>
          </div>
        )}
      </div>
    </section>
  );
}
