"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { isSessionRejection, messageOf } from "@/lib/client/api-errors";
import { fetchAddresses, saveAddress, savedFieldsOf, toAddressForm, type SavedAddress } from "@/lib/client/addresses";
import { NEW_ADDRESS, type CheckoutDraft } from "@/lib/client/checkout-draft";
import { notify } from "@/lib/client/notify";
import type { AddressForm } from "@/lib/orders/checkout";

/**
 * Step 2's saved addresses: the default is preselected unless this tab already chose; a new
 * address is saved to the account on the way to Review when the shopper asked for it.
 */
export function useAddressChoice(
  draft: CheckoutDraft,
  update: (change: Partial<CheckoutDraft>) => void,
  prefill: () => AddressForm,
) {
  const [saved, setSaved] = useState<SavedAddress[] | null>(null);
  const t = useTranslations("checkout.address");

  useEffect(() => {
    fetchAddresses()
      .then(setSaved)
      .catch((error: unknown) => {
        if (!isSessionRejection(error)) notify.error(messageOf(error, t("loadSavedFailed")));
        setSaved([]);
      });
  }, [t]);

  const chosen = saved?.find((address) => address._id === draft.addressChoice);
  if (saved && draft.addressChoice === null) {
    const preferred = saved.find((address) => address.isDefault);
    update(
      preferred
        ? { addressChoice: preferred._id, address: toAddressForm(preferred, draft.address.email) }
        : { addressChoice: NEW_ADDRESS },
    );
  } else if (saved && draft.addressChoice !== NEW_ADDRESS && !chosen) {
    // Deleted meanwhile (another tab): its lines stay in the form, to be kept or changed.
    update({ addressChoice: NEW_ADDRESS });
  }

  function choose(id: string) {
    const address = saved?.find((candidate) => candidate._id === id);
    if (address) update({ addressChoice: id, address: toAddressForm(address, draft.address.email) });
    else if (draft.addressChoice !== NEW_ADDRESS) update({ addressChoice: NEW_ADDRESS, address: prefill() });
  }

  /** Saves the new address when asked; false when that failed and the shopper should see why first. */
  async function saveIfAsked(): Promise<boolean> {
    if (draft.addressChoice !== NEW_ADDRESS || !draft.saveAddress) return true;
    try {
      const answer = await saveAddress(savedFieldsOf(draft.address));
      setSaved(answer.addresses);
      if (answer.address) update({ addressChoice: answer.address._id, saveAddress: false });
      notify.success(t("saved"));
      return true;
    } catch (error) {
      if (!isSessionRejection(error)) notify.error(messageOf(error, t("saveFailed")));
      return false;
    }
  }

  return { saved, usingSaved: chosen !== undefined, choose, saveIfAsked };
}
