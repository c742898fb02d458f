/** The store's identity, shown in the header, footer and page metadata. */
export const site = {
  name: "GanitPlay",
  tagline: "Educational maths toys and games",
  description:
    "GanitPlay makes hands-on maths games and kits — trigonometry, algebra, geometry, arithmetic, logic and science — for curious children, parents and teachers.",
  locale: "en_IN",
} as const;

/** The header's links (SPEC §2). */
export const primaryNavigation = [
  { href: "/", label: "Home" },
  { href: "/about", label: "About Us" },
  { href: "/shop", label: "Shop" },
  { href: "/arvr", label: "AR/VR Experience" },
  { href: "/blog", label: "Blog" },
  { href: "/contact", label: "Contact" },
] as const;
