import { marketplaceName } from "@/lib/catalog/marketplace";

/** 'Buy with …': the product's page on an external marketplace, in a new window (SPEC §2). */
export function BuyWithLink({ href, className }: { href: string; className: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      Buy with {marketplaceName(href)}
      <span className="sr-only"> (opens in a new window)</span>
    </a>
  );
}
