/** The store's Hindi texts, key for key the English ones (messages/en/). */
import type { Messages } from "../en";
import { account } from "./account";
import { auth } from "./auth";
import { home } from "./home";
import { layout } from "./layout";
import { validation } from "./validation";

export const hi: Messages = { layout, home, validation, account, auth };
