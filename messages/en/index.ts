/**
 * The store's English texts, by namespace (one file each). Their shape is the type every other
 * language must fill (messages/hi/): a missing or extra key there fails the type check.
 */
import { home } from "./home";
import { layout } from "./layout";
import { product } from "./product";
import { productClient } from "./productClient";
import { reviews } from "./reviews";
import { reviewsClient } from "./reviewsClient";
import { shop } from "./shop";
import { shopClient } from "./shopClient";

export const en = { layout, home, product, productClient, reviews, reviewsClient, shop, shopClient };

export type Messages = typeof en;
