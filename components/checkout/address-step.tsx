"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { FormField, InputField } from "@/components/ui/form-field";
import { otherUpdatesAddress, type AddressForm } from "@/lib/orders/checkout";
import { DeliversTo, PincodeRefused } from "./pincode-note";
import type { PincodeState } from "./use-delivery-quote";
import { StepActions } from "./step-actions";

type TextField = Exclude<keyof AddressForm, "country">;

/** The fields in order; each one's label is its name in messages' `checkout.address`. */
const FIELDS: { name: TextField; autoComplete: string; wide?: boolean; type?: string }[] = [
  { name: "firstName", autoComplete: "given-name" },
  { name: "lastName", autoComplete: "family-name" },
  { name: "email", autoComplete: "email", type: "email" },
  { name: "phone", autoComplete: "tel", type: "tel" },
  { name: "street", autoComplete: "street-address", wide: true },
  { name: "zipcode", autoComplete: "postal-code" },
  { name: "city", autoComplete: "address-level2" },
  { name: "state", autoComplete: "address-level1" },
];

/**
 * Step 2 (SPEC §2): the delivery address, with the pincode checked at its sixth digit. With a
 * saved address chosen (`savedChoice` above the form), only the e-mail is asked.
 */
export function AddressStep({
  address,
  onChange,
  pincodeState,
  canReview,
  onBack,
  onReview,
  savedChoice,
  showForm = true,
  notices,
  accountEmail,
  accountWithoutEmail = false,
}: {
  address: AddressForm;
  onChange: (address: AddressForm) => void;
  pincodeState: PincodeState;
  canReview: boolean;
  onBack: () => void;
  onReview: () => void;
  savedChoice?: ReactNode;
  showForm?: boolean;
  /** Below the fields: "Save this address", cash on delivery not available. */
  notices?: ReactNode;
  /** The signed-in account's address, where the order's e-mails go. */
  accountEmail?: string;
  /** An account made by a sign-in code: the e-mail typed here becomes its own. */
  accountWithoutEmail?: boolean;
}) {
  const t = useTranslations("checkout");
  const hintOf = (field: (typeof FIELDS)[number]) => {
    if (field.name === "zipcode") return <PincodeNote state={pincodeState} />;
    if (field.name === "email" && accountWithoutEmail) return t("address.becomesAccountEmail");
    if (field.name === "email" && accountEmail) {
      const other = otherUpdatesAddress(accountEmail, address.email);
      const note = other
        ? t("address.updatesToo", { email: accountEmail, other })
        : t("address.updates", { email: accountEmail });
      // Long addresses wrap anywhere rather than widen a phone's screen.
      return <span className="[overflow-wrap:anywhere]">{note}</span>;
    }
    return field.name === "phone" ? t("address.phoneHint") : undefined;
  };

  function set(name: TextField, value: string) {
    // Pincode: digits only, at most six (SPEC §5).
    onChange({ ...address, [name]: name === "zipcode" ? value.replace(/\D/g, "").slice(0, 6) : value });
  }

  return (
    <section aria-labelledby="address-heading" className="flex flex-col gap-4">
      <h2 id="address-heading" tabIndex={-1} data-step-heading className="text-xl font-semibold outline-none">
        {t("address.heading")}
      </h2>
      {savedChoice}
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.filter((field) => showForm || field.name === "email").map((field) => (
          <InputField
            key={field.name}
            id={`address-${field.name}`}
            label={t(`address.${field.name}`)}
            hint={hintOf(field)}
            className={field.wide ? "sm:col-span-2" : undefined}
            type={field.type ?? "text"}
            inputMode={field.name === "zipcode" ? "numeric" : undefined}
            autoComplete={field.autoComplete}
            value={address[field.name]}
            onChange={(event) => set(field.name, event.target.value)}
            required
          />
        ))}
        {showForm ? (
          <FormField id="address-country" label={t("address.country")}>
            {(control) => (
              <select value="India" disabled {...control}>
                <option value="India">{t("address.india")}</option>
              </select>
            )}
          </FormField>
        ) : (
          <div className="text-sm sm:self-end">
            <PincodeNote state={pincodeState} />
          </div>
        )}
      </div>
      {notices}
      <StepActions onBack={onBack}>
        <Button size="lg" onClick={onReview} disabled={!canReview}>
          {t("address.review")}
        </Button>
      </StepActions>
    </section>
  );
}

function PincodeNote({ state }: { state: PincodeState }) {
  const t = useTranslations("checkout.pincode");
  return (
    <p aria-live="polite">
      {state.status === "idle" && <span className="text-slate-600">{t("hint")}</span>}
      {state.status === "checking" && <span className="text-slate-600">{t("checking")}</span>}
      {state.status === "invalid" && (
        <span className="text-red-700">
          <PincodeRefused state={state} />
        </span>
      )}
      {state.status === "valid" && (
        <span className="text-green-700">
          <DeliversTo state={state} />
        </span>
      )}
    </p>
  );
}
