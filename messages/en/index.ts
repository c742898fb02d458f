/**
 * The store's English texts, by namespace (one file each). Their shape is the type every other
 * language must fill (messages/hi/): a missing or extra key there fails the type check.
 */
import { account } from "./account";
import { auth } from "./auth";
import { home } from "./home";
import { layout } from "./layout";
import { validation } from "./validation";

export const en = { layout, home, validation, account, auth };

export type Messages = typeof en;
