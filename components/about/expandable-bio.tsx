"use client";

import { useId, useState } from "react";
import type { Locale } from "@/lib/i18n/locales";

interface ExpandableBioProps {
  /** Whose bio this is: names the button for screen readers ("Read more about …"). */
  name: string;
  bio: string;
  locale: Locale;
}

/**
 * The toggle's words; screen readers also hear whose bio it is, after the words in English
 * ("Read more about Ananya Mehta") and before them in Hindi ("Ananya Mehta के बारे में और पढ़ें").
 */
const LABELS: Record<Locale, { more: string; less: string; whose: (name: string) => string; whoseFirst: boolean }> = {
  en: { more: "Read more", less: "Read less", whose: (name) => ` about ${name}`, whoseFirst: false },
  hi: { more: "और पढ़ें", less: "कम दिखाएँ", whose: (name) => `${name} के बारे में `, whoseFirst: true },
};

/** A bio clamped to four lines, with a "Read more" / "Read less" toggle. */
export function ExpandableBio({ name, bio, locale }: ExpandableBioProps) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const labels = LABELS[locale];
  const words = expanded ? labels.less : labels.more;
  const whose = <span className="sr-only">{labels.whose(name)}</span>;
  return (
    <>
      <p id={id} className={`mt-3 leading-relaxed text-slate-700 ${expanded ? "" : "line-clamp-4"}`}>
        {bio}
      </p>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={id}
        onClick={() => setExpanded((value) => !value)}
        className="mt-2 rounded font-semibold text-brand-700 underline-offset-4 hover:underline"
      >
        {labels.whoseFirst ? (
          <>
            {whose}
            {words}
          </>
        ) : (
          <>
            {words}
            {whose}
          </>
        )}
      </button>
    </>
  );
}
