"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { preload } from "react-dom";

const PLACEHOLDER = "/api/placeholder/800/800";

/** What next/image's `fill` writes: the picture covers its positioned box. */
const FILL = { position: "absolute", inset: 0, width: "100%", height: "100%", color: "transparent" } as const;

interface PictureProps {
  src: string;
  alt: string;
  /** The page's main picture: preloaded and fetched first, never lazily. */
  priority?: boolean;
  onError: () => void;
}

/**
 * The <img> next/image writes for an unoptimized picture that fills its box, without next/image's
 * client code (~6 KB gzip of the product page's first load, docs/BUNDLE.md): the pictures are
 * served as they are, so next/image has nothing else to add (no srcset, hence no sizes).
 */
function Picture({ src, alt, priority = false, onError }: PictureProps) {
  if (priority) preload(src, { as: "image", fetchPriority: "high" });
  return (
    // eslint-disable-next-line @next/next/no-img-element -- see above: next/image would add only its code
    <img
      src={src}
      alt={alt}
      decoding="async"
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      className="object-cover"
      style={FILL}
      onError={onError}
    />
  );
}

/** Main image with previous/next arrows, dots and thumbnails when there is more than one (SPEC §2). */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const t = useTranslations("productClient.gallery");
  const sources = images.length > 0 ? images : [PLACEHOLDER];
  const [index, setIndex] = useState(0);
  const [broken, setBroken] = useState<Set<number>>(new Set());
  const source = (at: number) => (broken.has(at) ? PLACEHOLDER : sources[at]!);
  const markBroken = (at: number) => setBroken((previous) => new Set(previous).add(at));
  const several = sources.length > 1;
  const go = (step: number) => setIndex((current) => (current + step + sources.length) % sources.length);

  return (
    // A section, not a div: a labelled region may carry a name, a plain div may not (HTML-ARIA).
    <section className="flex flex-col gap-3" aria-roledescription="carousel" aria-label={t("label", { name })}>
      <div className="relative aspect-square overflow-hidden rounded-xl bg-slate-100">
        <Picture
          src={source(index)}
          alt={t("picture", { name, number: index + 1, total: sources.length })}
          priority
          onError={() => markBroken(index)}
        />
        {several && (
          <>
            <button
              type="button"
              onClick={() => go(-1)}
              aria-label={t("previous")}
              className="absolute left-2 top-1/2 -translate-y-1/2 rounded-full bg-white/90 px-3 py-2 shadow"
            >
              ‹
            </button>
            <button
              type="button"
              onClick={() => go(1)}
              aria-label={t("next")}
              className="absolute right-2 top-1/2 -translate-y-1/2 rounded-full bg-white/90 px-3 py-2 shadow"
            >
              ›
            </button>
            {/* Small dots, each inside a 24×24 px button: a target a finger can hit (WCAG 2.5.8). */}
            <div className="absolute inset-x-0 bottom-2 flex justify-center gap-1">
              {sources.map((_, at) => (
                <button
                  key={at}
                  type="button"
                  onClick={() => setIndex(at)}
                  aria-label={t("show", { number: at + 1 })}
                  aria-current={at === index ? "true" : undefined}
                  className="flex h-6 w-6 items-center justify-center rounded-full"
                  data-testid="gallery-dot"
                >
                  <span
                    aria-hidden="true"
                    className={`h-2.5 w-2.5 rounded-full shadow ${at === index ? "bg-brand-600" : "bg-white/90"}`}
                  />
                </button>
              ))}
            </div>
          </>
        )}
      </div>
      {several && (
        <div className="flex gap-2">
          {sources.map((_, at) => (
            <button
              key={at}
              type="button"
              onClick={() => setIndex(at)}
              aria-label={t("thumbnail", { number: at + 1 })}
              aria-pressed={at === index}
              className={`relative h-16 w-16 overflow-hidden rounded-md border-2 ${at === index ? "border-brand-600" : "border-transparent"}`}
            >
              <Picture src={source(at)} alt="" onError={() => markBroken(at)} />
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
