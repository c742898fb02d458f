"use client";

import { useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";
import { usePathname, useRouter } from "@/lib/i18n/navigation";
import type { ReactNode } from "react";
import { buttonClass } from "@/components/ui/button-styles";
import { cartItemCount, cartStore } from "@/lib/client/cart";
import { isSignedIn, sessionStore } from "@/lib/client/session";
import { requestSignIn } from "@/lib/client/sign-in-request";
import { useStore } from "@/lib/client/store";
import { wishlistStore } from "@/lib/client/wishlist";
import { CartIcon, HeartIcon } from "@/components/icons";
import { CountBadge } from "./count-badge";
import { UserMenu } from "./user-menu";

/** Counts shown on the header's cart and wishlist links. */
export function useHeaderCounts() {
  const { items } = useStore(cartStore);
  const wishlist = useStore(wishlistStore);
  return { cart: cartItemCount(items), wishlist: wishlist.length };
}

/**
 * The login button remembers the page it was pressed on, except on /login itself (SPEC §2), where
 * it brings back the sign-in form.
 */
export function LoginButton({ className }: { className: string }) {
  const pathname = usePathname();
  const router = useRouter();
  const href = pathname === "/login" ? "/login" : `/login?returnUrl=${encodeURIComponent(pathname)}`;
  return (
    <Link
      href={href}
      className={className}
      onClick={(event) => {
        event.preventDefault();
        // On /login the screen shows sign-in again and keeps its own way back.
        if (pathname === "/login") requestSignIn();
        else router.push(`/login?returnUrl=${encodeURIComponent(`${pathname}${window.location.search}`)}`);
      }}
    >
      {useTranslations("layout.account")("login")}
    </Link>
  );
}

/** Top bar: wishlist and cart with badges and the user menu, or the login button. */
export function HeaderAccount() {
  const session = useStore(sessionStore);
  const counts = useHeaderCounts();
  const t = useTranslations("layout.account");
  if (session.status === "unknown") return <span className="ml-auto h-9 w-20 md:ml-0" aria-hidden="true" />;
  if (!isSignedIn(session)) {
    return <LoginButton className={buttonClass({ size: "sm", className: "ml-auto md:ml-0" })} />;
  }
  return (
    <div className="ml-auto flex items-center gap-2 md:ml-0">
      <IconLink href="/wishlist" name="wishlist" label={t("wishlist")} count={counts.wishlist} icon={<HeartIcon />} />
      <IconLink href="/cart" name="cart" label={t("cart")} count={counts.cart} icon={<CartIcon />} />
      <UserMenu name={session.user?.name ?? t("fallbackName")} />
    </div>
  );
}

interface IconLinkProps {
  href: string;
  /** Names the link for tests, whatever the language. */
  name: string;
  label: string;
  count: number;
  icon: ReactNode;
}

function IconLink({ href, name, label, count, icon }: IconLinkProps) {
  const t = useTranslations("layout.account");
  return (
    <Link
      href={href}
      aria-label={count > 0 ? t("withCount", { label, count }) : label}
      className="relative rounded-md p-2 text-slate-700 hover:bg-slate-100"
      data-testid={`header-${name}`}
    >
      {icon}
      <CountBadge count={count} cap={9} />
    </Link>
  );
}
