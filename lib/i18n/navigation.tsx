"use client";
/**
 * Links and the router that keep the shopper in their language: a path written as English writes
 * it ("/shop") leads to the page's language ("/hi/shop" on a Hindi page). Thin wrappers over
 * Next.js's own, as proxy.ts already routes each language (lib/i18n/addresses.ts): next-intl's
 * navigation would add 2.8 KB of script to every page for the same addresses.
 */
import NextLink from "next/link";
import { usePathname as useNextPathname, useRouter as useNextRouter } from "next/navigation";
import { useLocale } from "next-intl";
import { type ComponentProps, useMemo } from "react";
import { localizedHref, pageAddress } from "./addresses";

type LinkProps = Omit<ComponentProps<typeof NextLink>, "href"> & { href: string };

/** next/link to `href` in the page's language. */
export function Link({ href, ...props }: LinkProps) {
  return <NextLink href={localizedHref(href, useLocale())} {...props} />;
}

/** The page's path as English writes it: "/shop" on /hi/shop too. */
export function usePathname(): string {
  const pathname = useNextPathname();
  return pageAddress(pathname)?.path ?? pathname;
}

type NavigateOptions = Parameters<ReturnType<typeof useNextRouter>["push"]>[1];

/** Next.js's router, with push, replace and prefetch taking paths as English writes them. */
export function useRouter() {
  const router = useNextRouter();
  const locale = useLocale();
  return useMemo(
    () => ({
      ...router,
      push: (href: string, options?: NavigateOptions) => router.push(localizedHref(href, locale), options),
      replace: (href: string, options?: NavigateOptions) => router.replace(localizedHref(href, locale), options),
      prefetch: (href: string) => router.prefetch(localizedHref(href, locale)),
    }),
    [router, locale],
  );
}
