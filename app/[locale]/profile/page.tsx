import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { localeOf, type LocaleParams } from "@/lib/i18n/page-locale";
import { ProfileView } from "@/components/profile/profile-view";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeOf(params), namespace: "account.profile" });
  return { title: t("title"), robots: { index: false } };
}

export default function ProfilePage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <ProfileView />
    </div>
  );
}
