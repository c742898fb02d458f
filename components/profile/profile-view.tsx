"use client";

import dynamic from "next/dynamic";
import { useCallback, useState } from "react";
import { useHeaderCounts } from "@/components/layout/account-links";
import { OrdersView } from "@/components/orders/orders-view";
import { Spinner } from "@/components/session/loading-screen";
import { useLogout } from "@/components/session/use-logout";
import { Button, ButtonLink } from "@/components/ui/button";
import type { ShopperOrder } from "@/lib/client/orders";
import { isSignedIn, sessionStore } from "@/lib/client/session";
import { useStore } from "@/lib/client/store";
import { AddressBook } from "./address-book";
import { BusinessProfileSection } from "./business-profile";
import { useTranslations } from "next-intl";
import { NotificationSettings } from "./notification-settings";

// Loaded after the page: it shows only once the account holds credit or has bought a gift card.
const AccountCredit = dynamic(() => import("./account-credit").then((module) => module.AccountCredit), { ssr: false });

/** The profile (SPEC §2): greeting, counts, account information and the orders below. */
export function ProfileView() {
  const t = useTranslations("account.profile");
  const tLoading = useTranslations("account.session");
  const session = useStore(sessionStore);
  const counts = useHeaderCounts();
  const logout = useLogout();
  const [orderCount, setOrderCount] = useState<number | null>(null);
  const countOrders = useCallback((orders: ShopperOrder[]) => setOrderCount(orders.length), []);

  if (session.status === "unknown" || session.status === "checking") {
    return (
      <div className="flex min-h-[40vh] items-center justify-center" role="status">
        <Spinner label={tLoading("loading")} />
      </div>
    );
  }
  if (!isSignedIn(session) || !session.user) {
    return (
      <div className="mx-auto max-w-md py-16 text-center">
        <h1 className="text-2xl font-bold text-slate-900">{t("authRequired")}</h1>
        <p className="mt-2 text-slate-600">{t("loginToAccess")}</p>
        <ButtonLink href="/login?redirect=%2Fprofile" size="lg" className="mt-6">
          {t("goToLogin")}
        </ButtonLink>
      </div>
    );
  }

  const { user } = session;
  const tiles = [
    { id: "Items in cart", label: t("cartItems"), value: counts.cart },
    { id: "Wishlist items", label: t("wishlistItems"), value: counts.wishlist },
    { id: "Orders", label: t("orders"), value: orderCount },
  ];
  const information = [
    { label: t("fullName"), value: user.name },
    { label: t("email"), value: user.email },
    { label: t("phone"), value: user.phone },
  ];
  return (
    <div className="flex flex-col gap-8">
      <section className="flex flex-wrap items-center gap-6 rounded-xl border border-slate-200 bg-white p-6">
        <span
          aria-hidden="true"
          className="flex h-20 w-20 items-center justify-center rounded-full bg-brand-600 text-3xl font-bold text-white"
        >
          {user.name.charAt(0).toUpperCase()}
        </span>
        {/* A long e-mail address wraps instead of pushing the page past a phone's width. */}
        <div className="min-w-0 flex-1 wrap-anywhere">
          <h1 className="text-2xl font-bold text-slate-900">{t("hello", { name: user.name.split(" ")[0] ?? "" })}</h1>
          <p className="text-slate-700">{user.email}</p>
          {user.phone && <p className="text-slate-700">{user.phone}</p>}
        </div>
        <div className="flex flex-wrap gap-3">
          <ButtonLink href="/orders">{t("viewOrders")}</ButtonLink>
          <ButtonLink href="/quotes" variant="secondary">
            {t("myQuotes")}
          </ButtonLink>
          <ButtonLink href="/cart" variant="secondary">
            {t("viewCart")}
          </ButtonLink>
          <Button variant="danger-outline" onClick={logout}>
            {t("logout")}
          </Button>
        </div>
      </section>
      <ul className="grid gap-4 sm:grid-cols-3">
        {tiles.map((tile) => (
          <li key={tile.id} className="rounded-xl border border-slate-200 bg-white p-5 text-center">
            <p className="text-3xl font-bold text-brand-700" data-testid={`tile-${tile.id}`}>
              {tile.value ?? "…"}
            </p>
            <p className="text-sm text-slate-600">{tile.label}</p>
          </li>
        ))}
      </ul>
      <section className="rounded-xl border border-slate-200 bg-white p-6">
        <h2 className="mb-4 text-xl font-semibold">{t("information")}</h2>
        <dl className="grid grid-cols-1 gap-4 wrap-anywhere sm:grid-cols-3">
          {information.map((row) => (
            <div key={row.label}>
              <dt className="text-sm text-slate-600">{row.label}</dt>
              <dd className="font-medium text-slate-900">{row.value || t("notSet")}</dd>
            </div>
          ))}
        </dl>
      </section>
      <AccountCredit />
      <NotificationSettings />
      <AddressBook />
      <BusinessProfileSection />
      <section>
        <h2 className="mb-4 text-xl font-semibold">{t("myOrders")}</h2>
        <OrdersView onLoaded={countOrders} />
      </section>
    </div>
  );
}
