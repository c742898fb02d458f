/** The store's Hindi texts, key for key the English ones (messages/en/). */
import type { Messages } from "../en";
import { cart } from "./cart";
import { checkout } from "./checkout";
import { home } from "./home";
import { layout } from "./layout";
import { orders } from "./orders";
import { payments } from "./payments";
import { purchase } from "./purchase";

export const hi: Messages = { layout, home, cart, checkout, orders, payments, purchase };
