"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { InputField } from "@/components/ui/form-field";
import type { SavedAddressFields } from "@/lib/client/addresses";
import { checkPincode } from "@/lib/client/delivery";
import { useTranslations } from "next-intl";
import { useFieldError } from "@/components/forms/use-field-error";
import { validationMessage } from "@/lib/validation/error-messages";

const FIELDS: { name: keyof SavedAddressFields; autoComplete: string; wide?: boolean; type?: string }[] = [
  { name: "firstName", autoComplete: "given-name" },
  { name: "lastName", autoComplete: "family-name" },
  { name: "phone", autoComplete: "tel", type: "tel" },
  { name: "street", autoComplete: "street-address", wide: true },
  { name: "pincode", autoComplete: "postal-code" },
  { name: "city", autoComplete: "address-level2" },
  { name: "state", autoComplete: "address-level1" },
];

export const EMPTY_SAVED_ADDRESS: SavedAddressFields = {
  firstName: "",
  lastName: "",
  phone: "",
  street: "",
  city: "",
  state: "",
  pincode: "",
};

/** Adds or edits a saved address; a complete pincode fills in its city and state from the directory. */
export function SavedAddressForm({
  idPrefix,
  initial,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  idPrefix: string;
  initial: SavedAddressFields;
  submitLabel: string;
  /** Resolves with the server's refusal, or null when saved. */
  onSubmit: (fields: SavedAddressFields) => Promise<string | null>;
  onCancel: () => void;
}) {
  const t = useTranslations("account.addresses");
  const fieldError = useFieldError();
  const [fields, setFields] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  function set(name: keyof SavedAddressFields, value: string) {
    const next = { ...fields, [name]: name === "pincode" ? value.replace(/\D/g, "").slice(0, 6) : value };
    setFields(next);
    if (name === "pincode" && next.pincode.length === 6 && next.pincode !== fields.pincode) {
      void checkPincode(next.pincode).then((answer) => {
        if (answer.serviceable) {
          setFields((current) =>
            current.pincode === next.pincode
              ? { ...current, city: answer.data.city, state: answer.data.state }
              : current,
          );
        }
      });
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The rules (and zod) load on the first save, not with the profile or checkout page.
    const { newSavedAddressSchema } = await import("@/lib/validation/address-book");
    const checked = newSavedAddressSchema.safeParse(fields);
    if (!checked.success) return setProblem(checked.error.issues[0]?.message ?? validationMessage("requiredFields"));
    setSaving(true);
    const refusal = await onSubmit(fields);
    setSaving(false);
    setProblem(refusal);
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" noValidate>
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((field) => (
          <InputField
            key={field.name}
            id={`${idPrefix}-${field.name}`}
            label={t(`fields.${field.name}`)}
            className={field.wide ? "sm:col-span-2" : undefined}
            type={field.type ?? "text"}
            inputMode={field.name === "pincode" ? "numeric" : undefined}
            autoComplete={field.autoComplete}
            value={fields[field.name]}
            onChange={(event) => set(field.name, event.target.value)}
            required
          />
        ))}
      </div>
      {problem && (
        <p role="alert" className="text-sm text-red-700">
          {fieldError(problem)}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={saving}>
          {saving ? t("saving") : submitLabel}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t("cancel")}
        </Button>
      </div>
    </form>
  );
}
