/** The store's Hindi texts, key for key the English ones (messages/en/). */
import type { Messages } from "../en";
import { home } from "./home";
import { layout } from "./layout";
import { product } from "./product";
import { productClient } from "./productClient";
import { reviews } from "./reviews";
import { reviewsClient } from "./reviewsClient";
import { shop } from "./shop";
import { shopClient } from "./shopClient";

export const hi: Messages = { layout, home, product, productClient, reviews, reviewsClient, shop, shopClient };
