"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { useRefusalText } from "@/components/forms/use-refusal-text";
import type { ApiRequest } from "@/lib/client/api";
import { ApiError } from "@/lib/client/api-errors";
import { callAsShopper } from "@/lib/client/session-api";
import type { NotificationsJson } from "@/lib/wire/notifications";

/** The settings call, its schema (and zod) loaded with the first call rather than with the page. */
async function callNotifications(request: Omit<ApiRequest, "token">) {
  const { notificationsResponse } = await import("@/lib/wire/notifications");
  return callAsShopper("/api/user/notifications", notificationsResponse, request);
}

export type NotificationChange = Partial<Pick<NotificationsJson, "whatsapp" | "sms" | "language">>;

/**
 * The signed-in customer's language and order-update channels (GET/POST /api/user/notifications),
 * as the profile and the checkout offer them. A change shows at once, as the customer chose; the
 * store's answer confirms it or puts it back. `source` names the screen in the consent's record.
 */
export function useNotificationSettings(source: "profile" | "checkout") {
  const t = useTranslations("notifications");
  const refusalText = useRefusalText();
  const [settings, setSettings] = useState<NotificationsJson | null>(null);
  const [status, setStatus] = useState<string | null>(null);

  useEffect(() => {
    callNotifications({ method: "GET" })
      .then(setSettings)
      .catch(() => undefined);
  }, []);

  async function change(body: NotificationChange) {
    setStatus(null);
    const before = settings;
    setSettings((current) => current && { ...current, ...body });
    try {
      setSettings(await callNotifications({ method: "POST", body: { ...body, source } }));
      setStatus(t("saved"));
    } catch (error) {
      setSettings(before);
      setStatus(error instanceof ApiError ? refusalText(error.message, t("failed")) : t("failed"));
    }
  }

  return { settings, status, change };
}
