import { FormField, InputField } from "@/components/ui/form-field";
import type { HindiFormValues } from "@/lib/validation/product-hindi";

/** The product form's Hindi texts (#30): what /hi shows; an empty field shows the English one. */
export function HindiFields({ values }: { values: HindiFormValues }) {
  return (
    <fieldset className="rounded-lg border border-slate-200 p-4">
      <legend className="px-1 font-semibold">Hindi (shown on /hi)</legend>
      <p className="mb-4 text-sm text-slate-600">
        Optional. A field left empty shows the English one to Hindi shoppers.
      </p>
      <div className="grid gap-4 md:grid-cols-2">
        <InputField id="product-nameHi" name="nameHi" label="Name in Hindi" defaultValue={values.nameHi} lang="hi" />
        <InputField
          id="product-materialsHi"
          name="materialsHi"
          label="Materials in Hindi"
          defaultValue={values.materialsHi}
          lang="hi"
        />
      </div>
      <div className="mt-4 flex flex-col gap-4">
        <HindiTextArea name="descriptionHi" label="Description in Hindi" defaultValue={values.descriptionHi} />
        <div className="grid gap-4 md:grid-cols-2">
          <HindiTextArea
            name="featuresHi"
            label="Key features in Hindi (one per line)"
            defaultValue={values.featuresHi}
          />
          <HindiTextArea
            name="contentsHi"
            label="What's included in Hindi (one per line)"
            defaultValue={values.contentsHi}
          />
        </div>
      </div>
    </fieldset>
  );
}

function HindiTextArea({ name, label, defaultValue }: { name: string; label: string; defaultValue: string }) {
  return (
    <FormField id={`product-${name}`} label={label}>
      {(control) => <textarea name={name} defaultValue={defaultValue} rows={5} lang="hi" {...control} />}
    </FormField>
  );
}
