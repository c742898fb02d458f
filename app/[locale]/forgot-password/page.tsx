import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { localeOf, type LocaleParams } from "@/lib/i18n/page-locale";
import { Link } from "@/lib/i18n/navigation";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeOf(params), namespace: "auth.titles" });
  return { title: t("forgotPassword"), robots: { index: false } };
}

export default async function ForgotPasswordPage() {
  const t = await getTranslations("auth");
  return (
    <div className="mx-auto w-full max-w-md px-4 py-12">
      <h1 className="text-center text-3xl font-bold text-slate-900">{t("titles.forgotPassword")}</h1>
      <p className="mt-4 text-center text-slate-600">{t("forgot.intro")}</p>
      <div className="mt-6">
        <ForgotPasswordForm />
      </div>
      <p className="mt-6 text-center text-sm">
        <Link href="/login" className="font-semibold text-brand-700 hover:underline">
          {t("forgot.backToSignIn")}
        </Link>
      </p>
    </div>
  );
}
