"use client";

import Image from "next/image";
import { useState } from "react";

const PLACEHOLDER = "/api/placeholder/800/800";

/** Main image with previous/next arrows, dots and thumbnails when there is more than one (SPEC §2). */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const sources = images.length > 0 ? images : [PLACEHOLDER];
  const [index, setIndex] = useState(0);
  const [broken, setBroken] = useState<Set<number>>(new Set());
  const source = (at: number) => (broken.has(at) ? PLACEHOLDER : sources[at]!);
  const markBroken = (at: number) => setBroken((previous) => new Set(previous).add(at));
  const several = sources.length > 1;
  const go = (step: number) => setIndex((current) => (current + step + sources.length) % sources.length);

  return (
    <div className="flex flex-col gap-3" aria-roledescription="carousel" aria-label={`${name} pictures`}>
      <div className="relative aspect-square overflow-hidden rounded-xl bg-slate-100">
        <Image
          src={source(index)}
          alt={`${name}, picture ${index + 1} of ${sources.length}`}
          fill
          preload
          fetchPriority="high"
          sizes="(min-width: 768px) 50vw, 100vw"
          className="object-cover"
          unoptimized
          onError={() => markBroken(index)}
        />
        {several && (
          <>
            <button
              type="button"
              onClick={() => go(-1)}
              aria-label="Previous picture"
              className="absolute left-2 top-1/2 -translate-y-1/2 rounded-full bg-white/90 px-3 py-2 shadow"
            >
              ‹
            </button>
            <button
              type="button"
              onClick={() => go(1)}
              aria-label="Next picture"
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
                  aria-label={`Show picture ${at + 1}`}
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
              aria-label={`Picture ${at + 1}`}
              aria-pressed={at === index}
              className={`relative h-16 w-16 overflow-hidden rounded-md border-2 ${at === index ? "border-brand-600" : "border-transparent"}`}
            >
              <Image
                src={source(at)}
                alt=""
                fill
                sizes="4rem"
                className="object-cover"
                unoptimized
                onError={() => markBroken(at)}
              />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
