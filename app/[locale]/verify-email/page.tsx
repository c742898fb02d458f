import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { localeOf, type LocaleParams } from "@/lib/i18n/page-locale";
import { VerifyEmailForm } from "@/components/auth/verify-email-form";
import { isUsableVerificationLink } from "@/lib/auth/email-verification";
import { emailVerificationSchema } from "@/lib/validation/account";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeOf(params), namespace: "auth.titles" });
  return {
    title: t("verifyEmail"),
    robots: { index: false },
    // The address holds the link's token: never send it on to another site.
    referrer: "no-referrer",
  };
}

/**
 * Opened from the link of lib/auth/email-verification.ts. Opening it changes nothing (a mail
 * scanner that follows links confirms no address): the owner confirms with the button.
 */
export default async function VerifyEmailPage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[] }>;
}) {
  const t = await getTranslations("auth");
  const tv = await getTranslations("validation");
  const parsed = emailVerificationSchema.safeParse(await searchParams);
  const usable = parsed.success && (await isUsableVerificationLink(parsed.data.token));
  return (
    <div className="mx-auto w-full max-w-md px-4 py-12">
      <h1 className="text-center text-3xl font-bold text-slate-900">{t("titles.verifyEmail")}</h1>
      <div className="mt-6">
        {usable ? (
          <VerifyEmailForm token={parsed.data.token} />
        ) : (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
            {tv("invalidVerificationLink")}
          </p>
        )}
      </div>
    </div>
  );
}
