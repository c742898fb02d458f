/** The texts drawn on the link-preview images (app/[locale]/**\/opengraph-image.tsx). */
export const previews = {
  home: { title: "Maths you can hold, play and understand", detail: "Card games, board games and hands-on kits" },
  about: { title: "Our Story", detail: "Hands-on maths, born in a Jodhpur classroom" },
  shop: { title: "Shop educational maths toys and games", detail: "Delivered across India" },
  blog: { title: "Blog: learning maths by playing", detail: "Ideas for parents and teachers" },
};
