import Link from "next/link";
import type { ReactNode } from "react";

/**
 * A link from the admin area to a storefront page, never prefetched: a prefetch renders that page
 * while the admin's next write (stock, price, a post, a review's reply) is being saved, and a copy
 * read before the write but stored after its expiry would outlive it (lib/cache/storefront-cache.ts).
 */
export function StorefrontLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} prefetch={false} className="font-semibold text-brand-700 hover:underline">
      {children}
    </Link>
  );
}
