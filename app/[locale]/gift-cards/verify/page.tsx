import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { GiftCardVerification } from "@/components/gift-cards/gift-card-verification";
import { RequireLogin } from "@/components/session/require-login";
import { localeOf, type LocaleParams } from "@/lib/i18n/page-locale";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeOf(params), namespace: "giftCards.verify" });
  return { title: t("title"), robots: { index: false } };
}

export default async function VerifyGiftCardPage({
  searchParams,
}: {
  searchParams: Promise<{ purchase?: string | string[] }>;
}) {
  const { purchase } = await searchParams;
  const id = Array.isArray(purchase) ? purchase[0] : purchase;
  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <RequireLogin>
        <GiftCardVerification purchaseId={id?.trim() || null} />
      </RequireLogin>
    </div>
  );
}
