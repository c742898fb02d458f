"use client";

import { useEffect, useState } from "react";
import { EMPTY_SAVED_ADDRESS, SavedAddressForm } from "@/components/addresses/saved-address-form";
import { SavedAddressText } from "@/components/addresses/saved-address-text";
import { Button } from "@/components/ui/button";
import { isSessionRejection, messageOf } from "@/lib/client/api-errors";
import {
  changeAddress,
  deleteAddress,
  fetchAddresses,
  saveAddress,
  savedAddressFields,
  type SavedAddress,
  type SavedAddressFields,
} from "@/lib/client/addresses";
import { notify } from "@/lib/client/notify";
import { MAX_SAVED_ADDRESSES } from "@/lib/validation/form-rules";
import { useTranslations } from "next-intl";

const NEW = "new";

/** The profile's address book: add, edit, delete and choose the default delivery address. */
export function AddressBook() {
  const t = useTranslations("account.addresses");
  const [addresses, setAddresses] = useState<SavedAddress[] | null>(null);
  /** The address being edited, NEW for the add form, null for neither. */
  const [editing, setEditing] = useState<string | null>(null);

  useEffect(() => {
    fetchAddresses()
      .then(setAddresses)
      .catch((error: unknown) => {
        if (!isSessionRejection(error)) notify.error(messageOf(error, t("loadFailed")));
      });
  }, [t]);

  /** Runs a change; answers the server's refusal (shown by the form), or null when done. */
  async function run(action: () => Promise<SavedAddress[]>, done: string): Promise<string | null> {
    try {
      setAddresses(await action());
      setEditing(null);
      notify.success(done);
      return null;
    } catch (error) {
      return isSessionRejection(error) ? null : messageOf(error, t("saveFailed"));
    }
  }

  async function runFromButton(action: () => Promise<SavedAddress[]>, done: string) {
    const refusal = await run(action, done);
    if (refusal) notify.error(refusal);
  }

  const add = (fields: SavedAddressFields) => run(async () => (await saveAddress(fields)).addresses, t("saved"));
  const edit = (id: string) => (fields: SavedAddressFields) => run(() => changeAddress(id, fields), t("updated"));

  return (
    <section aria-labelledby="address-book-heading" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id="address-book-heading" className="mb-4 text-xl font-semibold">
        {t("heading")}
      </h2>
      {addresses === null ? (
        <p className="text-slate-600">{t("loading")}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {addresses.length === 0 && <li className="text-slate-600">{t("none")}</li>}
          {addresses.map((address) => {
            const name = `${address.firstName} ${address.lastName}, ${address.street}`;
            return (
              <li key={address._id} className="rounded-lg border border-slate-200 p-4" data-testid="saved-address">
                {editing === address._id ? (
                  <SavedAddressForm
                    idPrefix={`address-${address._id}`}
                    initial={savedAddressFields(address)}
                    submitLabel={t("saveChanges")}
                    onSubmit={edit(address._id)}
                    onCancel={() => setEditing(null)}
                  />
                ) : (
                  <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
                    <SavedAddressText address={address} />
                    <div className="flex flex-wrap gap-2">
                      <Button
                        variant="secondary"
                        onClick={() => setEditing(address._id)}
                        aria-label={t("editLabel", { name })}
                      >
                        {t("edit")}
                      </Button>
                      {!address.isDefault && (
                        <Button
                          variant="secondary"
                          onClick={() =>
                            void runFromButton(
                              () => changeAddress(address._id, { isDefault: true }),
                              t("defaultChanged"),
                            )
                          }
                          aria-label={t("makeDefaultLabel", { name })}
                        >
                          {t("makeDefault")}
                        </Button>
                      )}
                      <Button
                        variant="danger-outline"
                        onClick={() => void runFromButton(() => deleteAddress(address._id), t("deleted"))}
                        aria-label={t("deleteLabel", { name })}
                      >
                        {t("delete")}
                      </Button>
                    </div>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {editing === NEW ? (
        <div className="mt-4 rounded-lg border border-slate-200 p-4">
          <h3 className="mb-3 font-semibold">{t("newAddress")}</h3>
          <SavedAddressForm
            idPrefix="new-address"
            initial={EMPTY_SAVED_ADDRESS}
            submitLabel={t("saveAddress")}
            onSubmit={add}
            onCancel={() => setEditing(null)}
          />
        </div>
      ) : (
        addresses &&
        (addresses.length < MAX_SAVED_ADDRESSES ? (
          <Button className="mt-4" onClick={() => setEditing(NEW)}>
            {t("add")}
          </Button>
        ) : (
          <p className="mt-4 text-sm text-slate-600">{t("full", { max: MAX_SAVED_ADDRESSES })}</p>
        ))
      )}
    </section>
  );
}
