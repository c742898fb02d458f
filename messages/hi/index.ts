/** The store's Hindi texts, key for key the English ones (messages/en/). */
import type { Messages } from "../en";
import { account } from "./account";
import { auth } from "./auth";
import { blog } from "./blog";
import { blogClient } from "./blogClient";
import { businessHours } from "./businessHours";
import { cart } from "./cart";
import { checkout } from "./checkout";
import { email } from "./email";
import { notifications } from "./notifications";
import { forms } from "./forms";
import { giftCards } from "./giftCards";
import { home } from "./home";
import { homeSections } from "./homeSections";
import { invoice } from "./invoice";
import { layout } from "./layout";
import { learn } from "./learn";
import { orders } from "./orders";
import { payments } from "./payments";
import { previews } from "./previews";
import { product } from "./product";
import { productClient } from "./productClient";
import { purchase } from "./purchase";
import { quotes } from "./quotes";
import { reviews } from "./reviews";
import { refusals } from "./refusals";
import { reviewsClient } from "./reviewsClient";
import { shop } from "./shop";
import { shopClient } from "./shopClient";
import { staticPages } from "./staticPages";
import { tracking } from "./tracking";
import { ui } from "./ui";
import { validation } from "./validation";

export const hi: Messages = {
  account,
  auth,
  blog,
  blogClient,
  businessHours,
  cart,
  checkout,
  email,
  notifications,
  forms,
  giftCards,
  home,
  homeSections,
  invoice,
  layout,
  learn,
  orders,
  payments,
  previews,
  product,
  productClient,
  purchase,
  quotes,
  reviews,
  refusals,
  reviewsClient,
  shop,
  shopClient,
  staticPages,
  ui,
  tracking,
  validation,
};
