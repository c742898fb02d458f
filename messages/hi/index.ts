/** The store's Hindi texts, key for key the English ones (messages/en/). */
import type { Messages } from "../en";
import { businessHours } from "./businessHours";
import { home } from "./home";
import { layout } from "./layout";
import { staticPages } from "./staticPages";

export const hi: Messages = { layout, businessHours, home, staticPages };
