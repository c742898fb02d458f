/** The store's Hindi texts, key for key the English ones (messages/en/). */
import type { Messages } from "../en";
import { businessHours } from "./businessHours";
import { forms } from "./forms";
import { home } from "./home";
import { homeSections } from "./homeSections";
import { layout } from "./layout";
import { previews } from "./previews";
import { staticPages } from "./staticPages";
import { ui } from "./ui";

export const hi: Messages = { layout, businessHours, forms, home, homeSections, previews, staticPages, ui };
