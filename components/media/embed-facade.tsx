"use client";

import { useEffect, useRef, useState, type ReactNode } from "react";

interface EmbedFacadeProps {
  /** The third-party page to embed (player, reel, map). */
  src: string;
  /** The iframe's accessible title. */
  title: string;
  /** The button's accessible name, e.g. "Play video: Trigno Card". */
  label: string;
  /** What shows until then: a poster image or a placeholder. */
  children: ReactNode;
  /** Visible text on the button ("Show map"); a play symbol when omitted. */
  cta?: string;
}

/**
 * A third-party embed that loads only when the visitor asks for it: until then the page makes no
 * request to that host (faster first load, no third-party cookies), then the iframe replaces the
 * poster and takes the focus so keyboard users land in it.
 */
export function EmbedFacade({ src, title, label, children, cta }: EmbedFacadeProps) {
  const [loaded, setLoaded] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    if (loaded) frame.current?.focus();
  }, [loaded]);

  if (loaded) {
    return (
      <iframe
        ref={frame}
        src={src}
        title={title}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        className="absolute inset-0 h-full w-full border-0"
      />
    );
  }
  return (
    <>
      {children}
      <button
        type="button"
        onClick={() => setLoaded(true)}
        aria-label={label}
        className="group absolute inset-0 flex items-center justify-center bg-slate-900/20 hover:bg-slate-900/35 focus-visible:outline-offset-[-4px]"
      >
        <span
          aria-hidden="true"
          className="flex min-h-14 min-w-14 items-center justify-center rounded-full bg-white/95 px-5 text-lg font-semibold text-brand-900 shadow-lg group-hover:scale-105"
        >
          {cta ?? "▶"}
        </span>
      </button>
    </>
  );
}
