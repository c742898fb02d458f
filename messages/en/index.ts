/**
 * The store's English texts, by namespace (one file each). Their shape is the type every other
 * language must fill (messages/hi/): a missing or extra key there fails the type check.
 */
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

export const en = {
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

export type Messages = typeof en;
