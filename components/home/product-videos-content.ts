/** The four products Home shows in action (SPEC §2), by stable slug; video ids are configuration. */
export const featuredVideos = [
  {
    slug: "trigno-card",
    title: "Trigno Card",
    description:
      "Match angle cards with their sine, cosine and tangent values, then chain identities for bonus points.",
  },
  {
    slug: "coordinate",
    title: "Coordinate",
    description: "Call out ordered pairs to move pawns, claim points and build shapes across all four quadrants.",
  },
  {
    slug: "operator",
    title: "Operator",
    description: "Combine number and operator cards to hit the target first: mental arithmetic as a race.",
  },
  {
    slug: "trigonik",
    title: "Trigonik",
    description: "Slot angle wedges into a wooden unit circle and read sine and cosine off the sliding arms.",
  },
] as const;
