/**
 * The store's public contact details, from configuration. They are NEXT_PUBLIC_* because the
 * browser shows them too (checkout help line, payment page); read literally so Next.js inlines them.
 */
function listOf(value: string | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
}

export const storeContact = {
  /** Where customers write to; also the EmailJS `to_email`. */
  email: process.env.NEXT_PUBLIC_STORE_EMAIL ?? "",
  /** Customer-care numbers, comma-separated in configuration; the first is the help line. */
  phones: listOf(process.env.NEXT_PUBLIC_STORE_PHONES),
};
