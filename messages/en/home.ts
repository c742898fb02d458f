/** The home page (SPEC §2). */
export const home = {
  heroTitle: "Maths you can hold, play and understand",
  heroText:
    "Card games, board games and hands-on kits that turn trigonometry, algebra and geometry into play — for children who learn by doing, and the parents and teachers who help them.",
  shopNow: "Shop Now",
  readOurStory: "Read Our Story",
  ourStory: "Our Story",
  storyText:
    "GanitPlay began in a Jodhpur classroom, with a teacher cutting trigonometry cards out of cardboard for the children who learnt best with their hands. Today our games and kits help kinesthetic learners across India touch, move and play their way into mathematics — and we aim to reach five in every hundred of them.",
  readMore: "Read More",
  readMoreHidden: " about our story",
  newArrivals: "New Arrivals",
  viewAll: "View All",
  noArrivals: "New toys are on their way. Check back soon!",
  communityTitle: "Join the GanitPlay community",
  communityText: "One letter a month: new games, classroom ideas and maths puzzles to try at the dinner table.",
  closingTitle: "Ready to make maths playful?",
  shareFeedback: "Share Feedback",
  /** The home page's banners, as screen readers name them. */
};
