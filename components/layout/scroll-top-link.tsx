"use client";

import { Link } from "@/lib/i18n/navigation";
import type { ComponentProps } from "react";

/**
 * A link that always brings the page back to the top (SPEC §2 footer), even when it points at the
 * page already shown; the scroll follows the page's CSS, so reduced motion jumps instead of gliding.
 * Next.js's own scroll is off: it would bring the new page's first element (below the fixed
 * header) into view once a page streamed in after a loading state, short of the top.
 */
export function ScrollTopLink(props: ComponentProps<typeof Link>) {
  return <Link {...props} scroll={false} onClick={() => window.scrollTo({ top: 0 })} />;
}
