/** The store's Hindi texts, key for key the English ones (messages/en/). */
import type { Messages } from "../en";
import { businessHours } from "./businessHours";
import { forms } from "./forms";
import { home } from "./home";
import { homeSections } from "./homeSections";
import { layout } from "./layout";
import { previews } from "./previews";
import { product } from "./product";
import { productClient } from "./productClient";
import { reviews } from "./reviews";
import { reviewsClient } from "./reviewsClient";
import { shop } from "./shop";
import { shopClient } from "./shopClient";
import { staticPages } from "./staticPages";
import { ui } from "./ui";

export const hi: Messages = {
  businessHours,
  forms,
  home,
  homeSections,
  layout,
  previews,
  product,
  productClient,
  reviews,
  reviewsClient,
  shop,
  shopClient,
  staticPages,
  ui,
};
