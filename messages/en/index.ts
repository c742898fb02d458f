/**
 * The store's English texts, by namespace (one file each). Their shape is the type every other
 * language must fill (messages/hi/): a missing or extra key there fails the type check.
 */
import { businessHours } from "./businessHours";
import { home } from "./home";
import { layout } from "./layout";
import { staticPages } from "./staticPages";

export const en = { layout, businessHours, home, staticPages };

export type Messages = typeof en;
