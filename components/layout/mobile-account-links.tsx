"use client";

import { useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";
import { useLogout } from "@/components/session/use-logout";
import { buttonClass } from "@/components/ui/button-styles";
import { isSignedIn, sessionStore } from "@/lib/client/session";
import { useStore } from "@/lib/client/store";
import { LoginButton, useHeaderCounts } from "./account-links";
import { badgeText } from "./count-badge";

const linkClass =
  "flex items-center justify-between rounded-md px-3 py-2 font-medium text-slate-700 hover:bg-slate-100";

/** The mobile menu's account part: badges capped at 99+ (SPEC §2), or login and Create Account. */
export function MobileAccountLinks() {
  const session = useStore(sessionStore);
  const counts = useHeaderCounts();
  const logout = useLogout();
  const t = useTranslations("layout.account");
  if (!isSignedIn(session)) {
    return (
      <div className="flex flex-col gap-2">
        <LoginButton className={buttonClass()} />
        <Link href="/register" className="block rounded-md px-3 py-2 font-semibold text-brand-700">
          {t("createAccount")}
        </Link>
      </div>
    );
  }
  const rows = [
    { href: "/wishlist", label: t("wishlist"), count: counts.wishlist },
    { href: "/cart", label: t("cart"), count: counts.cart },
    { href: "/profile", label: t("myProfile"), count: 0 },
    { href: "/orders", label: t("myOrders"), count: 0 },
  ];
  return (
    <ul className="flex flex-col gap-1">
      {rows.map((row) => (
        <li key={row.href}>
          <Link href={row.href} className={linkClass}>
            {row.label}
            {badgeText(row.count, 99) && (
              <span className="rounded-full bg-red-600 px-2 text-xs font-bold leading-5 text-white">
                {badgeText(row.count, 99)}
              </span>
            )}
          </Link>
        </li>
      ))}
      <li>
        <button type="button" onClick={logout} className={`${linkClass} w-full text-red-700`}>
          {t("logout")}
        </button>
      </li>
    </ul>
  );
}
