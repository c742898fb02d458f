import type { Messages } from "../en";

export const shopClient: Messages["shopClient"] = {
  filters: "फ़िल्टर",
  close: "बंद करें",
  priceUpTo: "अधिकतम क़ीमत",
  loadFailed: "उत्पाद लोड नहीं हो सके",
};
