import type { Metadata } from "next";
import { Link } from "@/lib/i18n/navigation";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";

export const metadata: Metadata = {
  title: "Choose a new password",
  robots: { index: false },
  // The address holds the link's token: never send it on to another site.
  referrer: "no-referrer",
};

export default async function ResetPasswordPage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[] }>;
}) {
  const { token } = await searchParams;
  return (
    <div className="mx-auto w-full max-w-md px-4 py-12">
      <h1 className="text-center text-3xl font-bold text-slate-900">Choose a new password</h1>
      <div className="mt-6">
        {typeof token === "string" && token ? (
          <ResetPasswordForm token={token} />
        ) : (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
            This password reset link is incomplete. Please open the link from the e-mail again, or{" "}
            <Link href="/forgot-password" className="font-semibold underline">
              ask for a new one
            </Link>
            .
          </p>
        )}
      </div>
    </div>
  );
}
