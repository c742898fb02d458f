/**
 * The four products Home shows in action (SPEC §2), by stable slug; their names and descriptions
 * are in messages' homeSections.products, their video ids are configuration.
 */
export const featuredVideos = [
  { slug: "trigno-card" },
  { slug: "coordinate" },
  { slug: "operator" },
  { slug: "trigonik" },
] as const;
