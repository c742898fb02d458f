import { pageAddress } from "../i18n/addresses";

const ACCOUNT_SCREENS = new Set(["/login", "/register", "/forgot-password", "/reset-password"]);

/** Sign-in, registration and password screens: never a way back, nor where a visitor's intent completes. */
export const isAccountScreen = (pathname: string) => ACCOUNT_SCREENS.has(pathname);

/**
 * Where to go after signing in. Only a path on this site is accepted, so a crafted link such as
 * /login?redirect=https://evil.example cannot send a shopper elsewhere (no open redirect).
 */
export function safeReturnPath(candidate: string | null | undefined, fallback = "/"): string {
  if (!candidate || !candidate.startsWith("/") || candidate.startsWith("//") || candidate.includes("\\")) {
    return fallback;
  }
  try {
    const url = new URL(candidate, "http://store.invalid");
    if (url.origin !== "http://store.invalid") return fallback;
    // Going back to an account screen after signing in would loop, or reopen a spent reset link.
    if (isAccountScreen(url.pathname)) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

/**
 * The page the browser shows, with its query, as English writes its address ("/hi/orders?x" →
 * "/orders?x"): the language-keeping router (lib/i18n/navigation.ts) adds the language back.
 */
export function currentPagePath(): string {
  const { pathname, search } = window.location;
  return `${pageAddress(pathname)?.path ?? pathname}${search}`;
}

/** /login?redirect=… for the current location (SPEC §2). */
export function loginUrlFor(currentPath: string): string {
  return `/login?redirect=${encodeURIComponent(currentPath)}`;
}

export interface LoginSearch {
  returnUrl?: string | string[];
  redirect?: string | string[];
}

/** The login page's way back: `redirect`, else `returnUrl`, else / (SPEC §2). */
export function returnPathFrom(search: LoginSearch): string {
  const first = (value?: string | string[]) => (Array.isArray(value) ? value[0] : value);
  return safeReturnPath(first(search.redirect) ?? first(search.returnUrl));
}
