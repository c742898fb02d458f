/**
 * The store's English texts, by namespace (one file each). Their shape is the type every other
 * language must fill (messages/hi/): a missing or extra key there fails the type check.
 */
import { blog } from "./blog";
import { blogClient } from "./blog-client";
import { home } from "./home";
import { layout } from "./layout";

export const en = { layout, home, blog, blogClient };

export type Messages = typeof en;
