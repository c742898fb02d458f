/** The store's Hindi texts, key for key the English ones (messages/en/). */
import type { Messages } from "../en";
import { blog } from "./blog";
import { blogClient } from "./blog-client";
import { home } from "./home";
import { layout } from "./layout";

export const hi: Messages = { layout, home, blog, blogClient };
