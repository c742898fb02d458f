"use client";

import Link from "next/link";
import type { ComponentProps } from "react";

/**
 * A link that always brings the page back to the top (SPEC §2 footer), even when it points at the
 * page already shown; the scroll follows the page's CSS, so reduced motion jumps instead of gliding.
 */
export function ScrollTopLink(props: ComponentProps<typeof Link>) {
  return <Link {...props} onClick={() => window.scrollTo({ top: 0 })} />;
}
