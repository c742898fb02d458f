"use client";

import { useEffect, useRef, useState } from "react";
import { ActionMessage } from "./action-message";
import { useAdminForm, type AdminAction } from "./use-admin-form";

/** Delete, in two steps: the first button only asks whether the operator is sure. */
export function DeleteForm({ action, id, subject }: { action: AdminAction; id: string; subject: string }) {
  const [confirming, setConfirming] = useState(false);
  const { result, pending, onSubmit } = useAdminForm(action);
  const confirmButton = useRef<HTMLButtonElement>(null);
  // Keyboard and screen-reader users land on the question the click just opened.
  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
  }, [confirming]);

  if (!confirming) {
    return (
      <button
        type="button"
        onClick={() => setConfirming(true)}
        className="self-start rounded-md border border-red-300 px-4 py-2 font-semibold text-red-700 hover:bg-red-50"
      >
        Delete {subject}
      </button>
    );
  }
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-3 rounded-md border border-red-300 bg-red-50 p-4">
      <input type="hidden" name="id" value={id} />
      <p id="delete-question" className="font-semibold text-red-900">
        Delete {subject} for good? This cannot be undone.
      </p>
      <div className="flex flex-wrap gap-2">
        <button
          ref={confirmButton}
          type="submit"
          disabled={pending}
          aria-describedby="delete-question"
          className="rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:opacity-60"
        >
          {pending ? "Deleting…" : "Yes, delete"}
        </button>
        <button
          type="button"
          onClick={() => setConfirming(false)}
          className="rounded-md border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100"
        >
          Cancel
        </button>
      </div>
      <ActionMessage result={result} />
    </form>
  );
}
