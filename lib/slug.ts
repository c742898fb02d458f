/** Text as a URL slug: "Trigno Card, Class 10!" → "trigno-card-class-10", at most `maxLength` characters. */
export function slugify(text: string, maxLength: number): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "") // accents, split off by NFKD
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, maxLength)
    .replace(/^-+|-+$/g, "");
}
