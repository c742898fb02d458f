import type { Metadata } from "next";
import { AuthScreen } from "@/components/auth/auth-screen";
import { returnPathFrom, type LoginSearch } from "@/lib/client/return-path";

export const metadata: Metadata = {
  title: "Create an account",
  robots: { index: false },
};

export default async function RegisterPage({ searchParams }: { searchParams: Promise<LoginSearch> }) {
  return <AuthScreen initialMode="register" returnPath={returnPathFrom(await searchParams)} />;
}
