/**
 * The store as a schema.org Organization (Home's structured data). Built only from configured
 * facts: a detail that is not configured is left out, never guessed.
 */
import { site } from "../site";
import type { storeContact } from "../store-contact";

export function organizationJsonLd(contact: typeof storeContact, baseUrl: string): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: site.name,
    url: `${baseUrl}/`,
    logo: `${baseUrl}/icon.svg`,
    ...(contact.address && { address: contact.address }),
    ...(contact.phones[0] && { telephone: contact.phones[0] }),
    ...(contact.email && { email: contact.email }),
    ...(contact.social.length > 0 && { sameAs: contact.social.map((link) => link.url) }),
  };
}
