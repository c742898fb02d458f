/** Links, redirects and the router that keep the shopper in their language (lib/i18n/routing.ts). */
import { createNavigation } from "next-intl/navigation";
import { routing } from "./routing";

export const { Link, redirect, usePathname, useRouter, getPathname } = createNavigation(routing);
