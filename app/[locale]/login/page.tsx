import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { localeOf, type LocaleParams } from "@/lib/i18n/page-locale";
import { AuthScreen } from "@/components/auth/auth-screen";
import { returnPathFrom, type LoginSearch } from "@/lib/client/return-path";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeOf(params), namespace: "auth.titles" });
  return { title: t("login"), robots: { index: false } };
}

export default async function LoginPage({
  searchParams,
}: {
  searchParams: Promise<LoginSearch & { method?: string | string[] }>;
}) {
  const search = await searchParams;
  // "?method=password" or "?method=code" opens that way of signing in; without it, the screen's size decides.
  const method = search.method === "password" || search.method === "code" ? search.method : undefined;
  return <AuthScreen initialMode="sign-in" initialMethod={method} returnPath={returnPathFrom(search)} />;
}
