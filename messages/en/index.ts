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
import { staticPages } from "./staticPages";
import { ui } from "./ui";

export const en = { layout, businessHours, forms, home, homeSections, previews, staticPages, ui };

export type Messages = typeof en;
