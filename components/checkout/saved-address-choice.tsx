"use client";

import { useTranslations } from "next-intl";
import { SavedAddressText } from "@/components/addresses/saved-address-text";
import type { SavedAddress } from "@/lib/client/addresses";
import { NEW_ADDRESS } from "@/lib/client/checkout-draft";

/** Step 2's choice between the account's saved addresses and a new one. */
export function SavedAddressChoice({
  addresses,
  choice,
  onChoose,
}: {
  addresses: readonly SavedAddress[];
  choice: string | null;
  onChoose: (choice: string) => void;
}) {
  const t = useTranslations("checkout.address");
  const options = [...addresses.map((address) => ({ id: address._id, address })), { id: NEW_ADDRESS, address: null }];
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 font-semibold text-slate-900">{t("deliverTo")}</legend>
      {options.map(({ id, address }) => (
        <label
          key={id}
          className={`flex cursor-pointer items-start gap-3 rounded-lg border p-4 ${
            choice === id ? "border-brand-600 bg-brand-50" : "border-slate-300"
          }`}
        >
          <input
            type="radio"
            name="saved-address"
            value={id}
            checked={choice === id}
            onChange={() => onChoose(id)}
            className="mt-1"
          />
          {address ? (
            <SavedAddressText address={address} />
          ) : (
            <span className="font-semibold text-slate-900">{t("newAddress")}</span>
          )}
        </label>
      ))}
    </fieldset>
  );
}
