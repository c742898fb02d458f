/**
 * The store's public contact details, from configuration. They are NEXT_PUBLIC_* because the
 * browser shows them too (checkout help line, payment page); read literally so Next.js inlines them.
 * Anything not configured is empty, and the pages leave it out rather than show a made-up value.
 */
function listOf(value: string | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** The value when it is an absolute http(s) URL; a typo or a `javascript:` URL never becomes a link. */
export function webUrl(value: string | undefined): string | undefined {
  try {
    const url = new URL(value?.trim() ?? "");
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : undefined;
  } catch {
    return undefined;
  }
}

export interface SocialLink {
  network: "Instagram" | "Facebook" | "YouTube";
  url: string;
}

const socialLinks: SocialLink[] = [
  { network: "Instagram" as const, url: webUrl(process.env.NEXT_PUBLIC_INSTAGRAM_URL) },
  { network: "Facebook" as const, url: webUrl(process.env.NEXT_PUBLIC_FACEBOOK_URL) },
  { network: "YouTube" as const, url: webUrl(process.env.NEXT_PUBLIC_YOUTUBE_URL) },
].filter((link): link is SocialLink => link.url !== undefined);

export const storeContact = {
  /** Where customers write to; also the EmailJS `to_email`. */
  email: process.env.NEXT_PUBLIC_STORE_EMAIL?.trim() ?? "",
  /** Customer-care numbers, comma-separated in configuration; the first is the help line. */
  phones: listOf(process.env.NEXT_PUBLIC_STORE_PHONES),
  /** The head office's postal address, one line. */
  address: process.env.NEXT_PUBLIC_STORE_ADDRESS?.trim() ?? "",
  /** The store's own social profiles, in a fixed order; only the configured ones. */
  social: socialLinks,
};

/** `tel:` link target: digits and a leading plus only. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;
