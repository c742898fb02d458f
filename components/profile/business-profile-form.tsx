"use client";

import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { apiFieldOf } from "@/components/forms/api-field";
import { lazyZodResolver } from "@/components/forms/lazy-zod-resolver";
import { fillFromPincode } from "@/components/forms/pincode-fill";
import { registered } from "@/components/forms/registered";
import { Button } from "@/components/ui/button";
import { InputField } from "@/components/ui/form-field";
import { isSessionRejection, messageOf } from "@/lib/client/api-errors";
import { saveBusinessProfile, type BusinessProfile } from "@/lib/client/business";
import { notify } from "@/lib/client/notify";
import type { ValidationKey } from "@/lib/validation/error-messages";

const EMPTY: BusinessProfile = { legalName: "", gstin: "", street: "", city: "", state: "", pincode: "" };

/** The field each of the API's refusals is about: the server checks the GSTIN and its state as the form does. */
const API_FIELDS: Partial<Record<ValidationKey, keyof BusinessProfile>> = {
  legalNameRequired: "legalName",
  gstinRequired: "gstin",
  gstinLength: "gstin",
  gstinShape: "gstin",
  gstinState: "gstin",
  gstinCheck: "gstin",
  billingStateUnknown: "state",
  billingStateOfGstin: "state",
  pincodeRequired: "pincode",
  pincodeInvalid: "pincode",
};

const ADDRESS_FIELDS = [
  { name: "street", autoComplete: "street-address", wide: true },
  { name: "pincode", autoComplete: "postal-code" },
  { name: "city", autoComplete: "address-level2" },
  { name: "state", autoComplete: "address-level1" },
] as const;

/**
 * Adds or edits the business or school profile: legal name, GSTIN and billing address, checked by
 * the same schema as the API (loaded on the first save); a refusal of the API shows on its field.
 */
export function BusinessProfileForm({
  initial,
  onSaved,
  onCancel,
}: {
  initial: BusinessProfile | null;
  onSaved: (profile: BusinessProfile) => void;
  onCancel: () => void;
}) {
  const t = useTranslations("account.business");
  const labels = useTranslations("account.addresses.fields");
  const form = useForm<BusinessProfile>({
    resolver: lazyZodResolver(async () => (await import("@/lib/validation/business")).businessProfileSchema),
    defaultValues: initial ?? EMPTY,
  });
  const { formState } = form;

  async function save(profile: BusinessProfile) {
    try {
      onSaved(await saveBusinessProfile(profile));
    } catch (error) {
      if (isSessionRejection(error)) return;
      const message = messageOf(error, t("saveFailed"));
      const field = apiFieldOf(message, API_FIELDS);
      if (field) form.setError(field, { message }, { shouldFocus: true });
      else notify.error(message);
    }
  }

  const pincodeField = registered(form, "pincode", {
    onChange: (event: { target: { value: string } }) =>
      fillFromPincode(
        event.target.value,
        () => form.getValues("pincode"),
        ({ city, state }) => {
          form.setValue("city", city);
          form.setValue("state", state);
        },
      ),
  });

  return (
    <form onSubmit={(event) => void form.handleSubmit(save)(event)} noValidate className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          id="business-legalName"
          label={t("legalName")}
          className="sm:col-span-2"
          autoComplete="organization"
          {...registered(form, "legalName")}
        />
        <InputField
          id="business-gstin"
          label={t("gstin")}
          hint={t("gstinHint")}
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={20}
          {...registered(form, "gstin")}
        />
      </div>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-1 font-semibold text-slate-900">{t("billingAddress")}</legend>
        <p className="text-sm text-slate-600 sm:col-span-2">{t("billingHint")}</p>
        {ADDRESS_FIELDS.map(({ name, autoComplete, ...field }) => (
          <InputField
            key={name}
            id={`business-${name}`}
            label={labels(name)}
            className={"wide" in field ? "sm:col-span-2" : undefined}
            autoComplete={`billing ${autoComplete}`}
            inputMode={name === "pincode" ? "numeric" : undefined}
            {...(name === "pincode" ? pincodeField : registered(form, name))}
          />
        ))}
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t("saving") : t("save")}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t("cancel")}
        </Button>
      </div>
    </form>
  );
}
