/** The home page's sections below the story: shop-by tiles, offers, partners, Instagram, videos. */
export const homeSections = {
  shopBy: {
    title: "Shop by age and price",
    byAge: "Shop by Age",
    allAges: "All ages",
    age: "{age} Years",
    byPrice: "Shop by Price",
    price: "{bound, select, under {Under ₹{amount}} other {Above ₹{amount}}}",
  },
  offers: "Offers",
  partners: {
    title: "Our Partners",
    scrolling: "Partners, scrolling: hover or focus to pause",
    phonepe: { category: "Payments", partnership: "Online payments: UPI, cards, net banking" },
    "india-post": { category: "Shipping", partnership: "Speed Post delivery across India" },
    amazon: { category: "Marketplace", partnership: "Buy our games on Amazon" },
    emailjs: { category: "Messaging", partnership: "Contact and newsletter e-mail" },
    "data-gov-in": { category: "Open data", partnership: "India's pincode directory for delivery checks" },
    openstreetmap: { category: "Maps", partnership: "Maps of our offices" },
    youtube: { category: "Video", partnership: "Our product videos" },
    instagram: { category: "Community", partnership: "Photos and reels from our community" },
  },
  instagram: {
    title: "Maths at play on Instagram",
    text: "Games on the table, puzzles in progress and the odd victory dance.",
    follow: "Follow us on Instagram",
    reelTitle: "GanitPlay reel on Instagram",
    playReelLabel: "Play reel from Instagram",
    playReel: "Play reel",
    reelNote: "Plays from Instagram once you press play.",
    watchReel: "Watch the reel on Instagram",
  },
  videos: {
    title: "Watch Our Products in Action",
    videoTitle: "{name} video",
    play: "Play video: {name}",
    seeInShop: "See {name} in the shop",
  },
  /** The products Home pictures (Instagram grid) and shows in action (videos), by slug. */
  products: {
    "trigno-card": {
      name: "Trigno Card",
      description:
        "Match angle cards with their sine, cosine and tangent values, then chain identities for bonus points.",
    },
    coordinate: {
      name: "Coordinate",
      description: "Call out ordered pairs to move pawns, claim points and build shapes across all four quadrants.",
    },
    operator: {
      name: "Operator",
      description: "Combine number and operator cards to hit the target first: mental arithmetic as a race.",
    },
    trigonik: {
      name: "Trigonik",
      description: "Slot angle wedges into a wooden unit circle and read sine and cosine off the sliding arms.",
    },
  },
};
