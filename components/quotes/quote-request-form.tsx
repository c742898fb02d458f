"use client";

import { useTranslations } from "next-intl";
import { useForm, type FieldPath, type UseFormReturn } from "react-hook-form";
import { apiFieldOf } from "@/components/forms/api-field";
import { FieldError } from "@/components/forms/field-error";
import { lazyZodResolver } from "@/components/forms/lazy-zod-resolver";
import { registered } from "@/components/forms/registered";
import { Spinner } from "@/components/session/loading-screen";
import { Button } from "@/components/ui/button";
import { FormField, InputField } from "@/components/ui/form-field";
import { isSessionRejection, messageOf } from "@/lib/client/api-errors";
import type { BusinessProfile } from "@/lib/client/business";
import { notify } from "@/lib/client/notify";
import { requestQuote } from "@/lib/client/quotes";
import { Link, useRouter } from "@/lib/i18n/navigation";
import type { ValidationKey } from "@/lib/validation/error-messages";
import { QuoteAddressFields } from "./quote-address-fields";
import { QuoteLinesField } from "./quote-lines-field";
import { toQuoteRequestBody, type QuoteFormValues, type QuoteStart } from "./quote-request";
import { useQuoteDraft, type QuoteDraft } from "./use-quote-draft";

/** The field each of the API's refusals is about; any other (a product gone meanwhile) is a toast. */
const API_FIELDS: Partial<Record<ValidationKey, FieldPath<QuoteFormValues>>> = {
  quoteItemsRequired: "items",
  organisationRequired: "organisation",
  dateInvalid: "neededBy",
  neededByPast: "neededBy",
  notesMax: "notes",
  emailInvalidAddress: "address.email",
  pincodeNotServiceable: "address.zipcode",
  businessProfileMissing: "gstInvoice",
};

/** /quotes/new: a school's or bulk buyer's request for a quote, started from the cart, a product, a chapter's class set or an earlier quote. */
export function QuoteRequestForm({ start, maxQuantity }: { start: QuoteStart; maxQuantity: number }) {
  const t = useTranslations("quotes.form");
  const draft = useQuoteDraft(start, maxQuantity);
  if (!draft) {
    return (
      <div className="flex min-h-[30vh] items-center justify-center" role="status">
        <Spinner label={t("loading")} />
      </div>
    );
  }
  return <QuoteForm draft={draft} maxQuantity={maxQuantity} />;
}

function QuoteForm({ draft, maxQuantity }: { draft: QuoteDraft; maxQuantity: number }) {
  const t = useTranslations("quotes.form");
  const router = useRouter();
  const form = useForm<QuoteFormValues>({
    // The API's own schema, loaded on the first check: the same rules and messages.
    resolver: lazyZodResolver(async () => (await import("@/lib/validation/quotes")).quoteRequestSchema),
    defaultValues: draft.defaults,
  });
  const { errors, isSubmitting } = form.formState;

  async function send(values: QuoteFormValues) {
    try {
      const quote = await requestQuote(toQuoteRequestBody(values));
      notify.success(t("requested"));
      router.push(`/quotes/${encodeURIComponent(quote._id)}`);
    } catch (error) {
      if (isSessionRejection(error)) return;
      const message = messageOf(error, t("failed"));
      const field = apiFieldOf(message, API_FIELDS);
      if (field) form.setError(field, { message }, { shouldFocus: true });
      else notify.error(message);
    }
  }

  return (
    <form onSubmit={(event) => void form.handleSubmit(send)(event)} noValidate className="flex flex-col gap-8">
      <QuoteLinesField form={form} maxQuantity={maxQuantity} />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          id="quote-organisation"
          label={t("organisation")}
          className="sm:col-span-2"
          autoComplete="organization"
          {...registered(form, "organisation")}
        />
        <InputField
          id="quote-neededBy"
          label={t("neededBy")}
          type="date"
          min={draft.today}
          {...registered(form, "neededBy", { setValueAs: (day: string) => day || undefined })}
        />
        <FormField
          id="quote-notes"
          label={t("notes")}
          hint={t("notesHint")}
          error={errors.notes?.message}
          className="sm:col-span-2"
        >
          {(control) => <textarea {...control} rows={4} {...form.register("notes")} />}
        </FormField>
      </div>
      <QuoteAddressFields form={form} legend={t("address")} />
      <GstInvoiceChoice form={form} business={draft.business} />
      <Button type="submit" size="lg" disabled={isSubmitting} className="self-start">
        {isSubmitting ? t("submitting") : t("submit")}
      </Button>
    </form>
  );
}

/** "GST invoice to my business": offered only with a business profile; without one, a link to add it. */
function GstInvoiceChoice({
  form,
  business,
}: {
  form: UseFormReturn<QuoteFormValues>;
  business: BusinessProfile | null;
}) {
  const t = useTranslations("checkout.gstInvoice");
  const error = form.formState.errors.gstInvoice?.message;
  if (!business) {
    return (
      <p className="text-sm text-slate-700">
        {t.rich("addProfile", {
          link: (chunks) => (
            <Link href="/profile" className="font-semibold text-brand-700 underline">
              {chunks}
            </Link>
          ),
        })}
      </p>
    );
  }
  return (
    <div>
      <label htmlFor="quote-gstInvoice" className="flex items-start gap-2 text-slate-800">
        <input
          id="quote-gstInvoice"
          type="checkbox"
          className="mt-1 h-4 w-4 shrink-0"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? "quote-gstInvoice-error" : undefined}
          {...form.register("gstInvoice")}
        />
        <span className="wrap-anywhere">{t("label", { name: business.legalName, gstin: business.gstin })}</span>
      </label>
      {error && <FieldError id="quote-gstInvoice-error" message={error} className="mt-1 text-sm text-red-700" />}
    </div>
  );
}
