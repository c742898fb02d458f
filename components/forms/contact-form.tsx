"use client";

import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormField, InputField } from "@/components/ui/form-field";
import { isEmailConfigured, sendEmail } from "@/lib/emailjs";
import { storeContact } from "@/lib/store-contact";
import { CONTACT_SUBJECTS } from "@/lib/validation/form-rules";
import type { ContactMessage } from "@/lib/validation/messages";
import { lazyZodResolver } from "./lazy-zod-resolver";
import { registered } from "./registered";
import { RESULT_PANEL_MS, useExpiringState } from "./use-expiring-state";

/** Each subject's message key: the e-mail carries the English subject, the form shows it translated. */
const SUBJECT_KEYS = {
  "General Inquiry": "general",
  "Product Question": "product",
  "Order Status": "order",
  "Returns & Exchanges": "returns",
  Feedback: "feedback",
  Other: "other",
} as const satisfies Record<(typeof CONTACT_SUBJECTS)[number], string>;

const EMPTY: ContactMessage = { name: "", email: "", subject: "General Inquiry", message: "" };

export function ContactForm() {
  const t = useTranslations("forms");
  const [result, setResult] = useExpiringState<"success" | "error">(RESULT_PANEL_MS);
  const form = useForm<ContactMessage>({
    resolver: lazyZodResolver(async () => (await import("@/lib/validation/messages")).contactSchema),
    defaultValues: EMPTY,
  });
  const { register, handleSubmit, reset, formState } = form;

  async function submit(message: ContactMessage) {
    try {
      await sendEmail("contact", {
        from_name: message.name,
        from_email: message.email,
        subject: message.subject,
        message: message.message,
        to_email: storeContact.email,
      });
      reset(EMPTY);
      setResult("success");
    } catch {
      setResult("error");
    }
  }

  if (result) {
    return (
      <div
        role="status"
        className={`rounded-xl p-6 ${result === "success" ? "bg-green-50 text-green-800" : "bg-red-50 text-red-800"}`}
      >
        {result === "success" ? t("contact.sent") : t("contact.failed")}
      </div>
    );
  }

  return (
    <form onSubmit={(event) => void handleSubmit(submit)(event)} noValidate className="flex flex-col gap-4">
      {!isEmailConfigured("contact") && (
        <p role="status" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          {t("notConfigured")}
        </p>
      )}
      <InputField id="contact-name" label={t("contact.name")} autoComplete="name" {...registered(form, "name")} />
      <InputField
        id="contact-email"
        label={t("contact.email")}
        type="email"
        autoComplete="email"
        {...registered(form, "email")}
      />
      <FormField id="contact-subject" label={t("contact.subject")}>
        {(control) => (
          <select {...control} {...register("subject")}>
            {CONTACT_SUBJECTS.map((subject) => (
              <option key={subject} value={subject}>
                {t(`contact.subjects.${SUBJECT_KEYS[subject]}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id="contact-message" label={t("contact.message")} error={formState.errors.message?.message}>
        {(control) => <textarea {...control} rows={6} {...register("message")} />}
      </FormField>
      <Button type="submit" size="lg" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t("contact.sending") : t("contact.send")}
      </Button>
    </form>
  );
}
