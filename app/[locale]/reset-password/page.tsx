import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { localeOf, type LocaleParams } from "@/lib/i18n/page-locale";
import { Link } from "@/lib/i18n/navigation";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeOf(params), namespace: "auth.titles" });
  return {
    title: t("resetPassword"),
    robots: { index: false },
    // The address holds the link's token: never send it on to another site.
    referrer: "no-referrer",
  };
}

export default async function ResetPasswordPage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[] }>;
}) {
  const { token } = await searchParams;
  const t = await getTranslations("auth");
  return (
    <div className="mx-auto w-full max-w-md px-4 py-12">
      <h1 className="text-center text-3xl font-bold text-slate-900">{t("titles.resetPassword")}</h1>
      <div className="mt-6">
        {typeof token === "string" && token ? (
          <ResetPasswordForm token={token} />
        ) : (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
            {t.rich("reset.incomplete", {
              link: (chunks) => (
                <Link href="/forgot-password" className="font-semibold underline">
                  {chunks}
                </Link>
              ),
            })}
          </p>
        )}
      </div>
    </div>
  );
}
