import type { SavedAddress } from "@/lib/client/addresses";
import { useTranslations } from "next-intl";

/** A saved address in a few lines, as a parcel label reads. */
export function SavedAddressText({ address }: { address: SavedAddress }) {
  const t = useTranslations("account.addresses");
  return (
    <span className="block text-sm text-slate-700">
      <span className="block font-semibold text-slate-900">
        {address.firstName} {address.lastName}
        {address.isDefault && (
          <span className="ml-2 rounded bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">
            {t("isDefault")}
          </span>
        )}
      </span>
      <span className="block break-words">{address.street}</span>
      <span className="block">
        {address.city}, {address.state} {address.pincode}
      </span>
      <span className="block">{address.phone}</span>
    </span>
  );
}
