import type { Messages } from "../en";

export const reviews: Messages["reviews"] = {
  heading: "ग्राहकों की समीक्षाएँ",
  none: "अभी तक कोई समीक्षा नहीं।",
  outOfFive: "5 में से",
  basedOn: "सत्यापित ख़रीदारों की {count, plural, one {# समीक्षा} other {# समीक्षाओं}} के आधार पर",
  distribution: "स्टार के हिसाब से समीक्षाएँ",
  stars: "{stars, plural, one {# स्टार} other {# स्टार}}",
  rated: "रेटिंग: 5 में से {rating}",
  list: "समीक्षाएँ",
  verified: "सत्यापित ख़रीदारी",
  reply: "दुकान का जवाब",
  pages: "समीक्षाओं के पेज",
  newer: "नई समीक्षाएँ",
  pageOf: "{pages} में से पेज {page}",
  older: "पुरानी समीक्षाएँ",
};
