/** The store's identity, shown in the header, footer and page metadata. */
export const site = {
  name: "GanitPlay",
  tagline: "Educational maths toys and games",
  description:
    "GanitPlay makes hands-on maths games and kits — trigonometry, algebra, geometry, arithmetic, logic and science — for curious children, parents and teachers.",
  locale: "en_IN",
} as const;

/** The header's links (SPEC §2), each labelled by its key in messages' layout.navigation. */
export const primaryNavigation = [
  { href: "/", key: "home" },
  { href: "/about", key: "about" },
  { href: "/shop", key: "shop" },
  { href: "/arvr", key: "arvr" },
  { href: "/blog", key: "blog" },
  { href: "/contact", key: "contact" },
] as const;
