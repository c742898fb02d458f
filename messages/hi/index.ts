/** The store's Hindi texts, key for key the English ones (messages/en/). */
import type { Messages } from "../en";
import { email } from "./email";
import { emailLanguage } from "./emailLanguage";
import { home } from "./home";
import { invoice } from "./invoice";
import { layout } from "./layout";

export const hi: Messages = { email, emailLanguage, layout, home, invoice };
