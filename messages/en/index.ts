/**
 * The store's English texts, by namespace (one file each). Their shape is the type every other
 * language must fill (messages/hi/): a missing or extra key there fails the type check.
 */
import { cart } from "./cart";
import { checkout } from "./checkout";
import { home } from "./home";
import { layout } from "./layout";
import { orders } from "./orders";
import { payments } from "./payments";
import { purchase } from "./purchase";

export const en = { layout, home, cart, checkout, orders, payments, purchase };

export type Messages = typeof en;
