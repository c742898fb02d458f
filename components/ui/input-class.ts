/** The look of every text control, red-bordered when invalid (components/ui/form-field.tsx wires the rest). */
export const inputClass = "w-full rounded-md border border-slate-300 px-3 py-2 aria-[invalid=true]:border-red-600";
