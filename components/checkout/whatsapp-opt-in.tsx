"use client";

import { useId, useState } from "react";
import { UpdateChannelChoice } from "@/components/profile/update-channel-choice";
import { useNotificationSettings } from "@/components/profile/use-notification-settings";

/**
 * The checkout's offer of WhatsApp updates for this and later orders: shown to a customer who has
 * not chosen them and whose account has an Indian mobile, never ticked for them. Ticking it records
 * the consent at once (source "checkout"); it stays on the screen, so it can be unticked again.
 */
export function WhatsAppOptIn() {
  const id = useId();
  const { settings, status, change } = useNotificationSettings("checkout");
  const [offered, setOffered] = useState<boolean | null>(null);
  if (settings && offered === null) setOffered(settings.available.whatsapp && !settings.whatsapp && !!settings.phone);
  if (!settings?.phone || !offered) return null;
  return (
    <div className="rounded-lg border border-slate-200 p-4">
      <UpdateChannelChoice
        id={id}
        channel="whatsapp"
        settings={{ ...settings, phone: settings.phone }}
        onChange={(checked) => void change({ whatsapp: checked })}
      />
      <p role="status" className="mt-2 text-sm text-slate-600">
        {status}
      </p>
    </div>
  );
}
