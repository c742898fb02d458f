import { useTranslations } from "next-intl";
import { FieldError } from "./field-error";

/** Five stars to choose a rating from, as a radio group (the feedback and review forms). */
export function StarRatingInput({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  /** 0 until the shopper picks. */
  value: number;
  onChange: (stars: number) => void;
  error?: string;
}) {
  const t = useTranslations("forms");
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-semibold text-slate-800">{label}</legend>
      <div className="flex gap-1" role="radiogroup" aria-label={label}>
        {[1, 2, 3, 4, 5].map((stars) => (
          <button
            key={stars}
            type="button"
            role="radio"
            aria-checked={value === stars}
            aria-label={t("stars", { stars })}
            onClick={() => onChange(stars)}
            className={`text-3xl ${stars <= value ? "text-accent-500" : "text-slate-400"}`}
          >
            ★
          </button>
        ))}
      </div>
      {error && <FieldError message={error} className="mt-1 text-sm text-red-700" />}
    </fieldset>
  );
}
