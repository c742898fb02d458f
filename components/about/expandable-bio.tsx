"use client";

import { useId, useState } from "react";

interface ExpandableBioProps {
  /** Whose bio this is: names the button for screen readers ("Read more about …"). */
  name: string;
  bio: string;
}

/** A bio clamped to four lines, with a "Read more" / "Read less" toggle. */
export function ExpandableBio({ name, bio }: ExpandableBioProps) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
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
        {expanded ? "Read less" : "Read more"}
        <span className="sr-only"> about {name}</span>
      </button>
    </>
  );
}
