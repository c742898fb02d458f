import type { Metadata } from "next";
import { AuthScreen } from "@/components/auth/auth-screen";
import { returnPathFrom, type LoginSearch } from "@/lib/client/return-path";

export const metadata: Metadata = {
  title: "Sign in or create an account",
  robots: { index: false },
};

export default async function LoginPage({ searchParams }: { searchParams: Promise<LoginSearch> }) {
  return <AuthScreen initialMode="sign-in" returnPath={returnPathFrom(await searchParams)} />;
}
