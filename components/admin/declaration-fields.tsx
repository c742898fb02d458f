import { CheckboxField } from "./form-controls";
import { FormField, InputField } from "@/components/ui/form-field";
import {
  DECLARANT_ROLE_LABELS,
  DECLARANT_ROLES,
  declarationWarning,
  type DeclarationFormValues,
} from "@/lib/validation/product-declarations";

/** The listing declarations of the product form (Legal Metrology Rule 6(10), Toys QCO 2020). */
export function DeclarationFields({ values }: { values: DeclarationFormValues }) {
  const warning = declarationWarning({ isToy: values.isToy, bisLicence: values.bisLicence || null });
  return (
    <fieldset className="rounded-lg border border-slate-200 p-4">
      <legend className="px-1 font-semibold">Listing declarations</legend>
      <p className="mb-4 text-sm text-slate-600">
        Shown in the product page&apos;s &ldquo;Product details&rdquo;. The MRP is the price above, inclusive of all
        taxes.
      </p>
      <div className="grid gap-4 md:grid-cols-2">
        <FormField id="product-declarantRole" label="Named on the listing as">
          {(control) => (
            <select name="declarantRole" defaultValue={values.declarantRole} {...control}>
              {DECLARANT_ROLES.map((role) => (
                <option key={role} value={role}>
                  {DECLARANT_ROLE_LABELS[role]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <InputField
          id="product-countryOfOrigin"
          name="countryOfOrigin"
          label="Country of origin"
          defaultValue={values.countryOfOrigin}
          required
        />
        <InputField
          id="product-declarantName"
          name="declarantName"
          label="Manufacturer, packer or importer: name"
          hint="Empty, with the address: the store itself (its configured name and address)."
          defaultValue={values.declarantName}
        />
        <InputField
          id="product-declarantAddress"
          name="declarantAddress"
          label="Manufacturer, packer or importer: address"
          defaultValue={values.declarantAddress}
        />
        <InputField
          id="product-netQuantity"
          name="netQuantity"
          label="Net quantity"
          hint="A number and unit, such as 1 set (54 cards) or 1 N."
          defaultValue={values.netQuantity}
          required
        />
        <InputField
          id="product-consumerCare"
          name="consumerCare"
          label="Consumer care (optional)"
          hint="Name, address, phone and e-mail. Empty: the store's configured contact details."
          defaultValue={values.consumerCare}
        />
      </div>
      <div className="mt-4 flex flex-col gap-4">
        <CheckboxField name="isToy" label="A toy (Toys (Quality Control) Order, 2020)" defaultChecked={values.isToy} />
        <div className="grid gap-4 md:grid-cols-2">
          <InputField
            id="product-bisStandard"
            name="bisStandard"
            label="BIS standard (toys)"
            hint="Such as IS 9873 (Part 1), or IS 15644 for electric toys."
            defaultValue={values.bisStandard}
          />
          <InputField
            id="product-bisLicence"
            name="bisLicence"
            label="BIS licence number (toys)"
            hint={
              warning ? (
                <span className="font-semibold text-amber-800">{warning}</span>
              ) : (
                "CM/L- followed by 10 digits, from the BIS certificate."
              )
            }
            defaultValue={values.bisLicence}
          />
        </div>
      </div>
    </fieldset>
  );
}
