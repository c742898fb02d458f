import type { Metadata } from "next";
import { ProfileView } from "@/components/profile/profile-view";

export const metadata: Metadata = { title: "My Profile", robots: { index: false } };

export default function ProfilePage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <ProfileView />
    </div>
  );
}
