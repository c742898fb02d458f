/**
 * The store's English texts, by namespace (one file each). Their shape is the type every other
 * language must fill (messages/hi/): a missing or extra key there fails the type check.
 */
import { email } from "./email";
import { emailLanguage } from "./emailLanguage";
import { home } from "./home";
import { invoice } from "./invoice";
import { layout } from "./layout";

export const en = { email, emailLanguage, layout, home, invoice };

export type Messages = typeof en;
