const KNOWN_MARKETPLACES: Record<string, string> = {
  "amazon.in": "Amazon",
  "flipkart.com": "Flipkart",
  "meesho.com": "Meesho",
  "firstcry.com": "FirstCry",
};

/** The marketplace a product's external purchase link goes to, for its 'Buy with …' button; null for a link that is no address. */
export function marketplaceName(link: string): string | null {
  try {
    const host = new URL(link).hostname.replace(/^www\./, "");
    return KNOWN_MARKETPLACES[host] ?? host;
  } catch {
    return null;
  }
}
