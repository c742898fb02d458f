"use client";

import { useEffect, useRef, useState } from "react";
import { ActionMessage } from "./action-message";
import { useAdminForm, type AdminAction } from "./use-admin-form";
import { Button } from "@/components/ui/button";

/** Delete, in two steps: the first button only asks whether the operator is sure. */
export function DeleteForm({ action, id, subject }: { action: AdminAction; id: string; subject: string }) {
  const [confirming, setConfirming] = useState(false);
  const { result, pending, hydrated, locked, onSubmit } = useAdminForm(action);
  const confirmButton = useRef<HTMLButtonElement>(null);
  // Keyboard and screen-reader users land on the question the click just opened.
  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
  }, [confirming]);

  if (!confirming) {
    return (
      <Button variant="danger-outline" disabled={!hydrated} onClick={() => setConfirming(true)} className="self-start">
        Delete {subject}
      </Button>
    );
  }
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-3 rounded-md border border-red-300 bg-red-50 p-4">
      <input type="hidden" name="id" value={id} />
      <p id="delete-question" className="font-semibold text-red-900">
        Delete {subject} for good? This cannot be undone.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button ref={confirmButton} type="submit" variant="danger" disabled={locked} aria-describedby="delete-question">
          {pending ? "Deleting…" : "Yes, delete"}
        </Button>
        <Button variant="secondary" onClick={() => setConfirming(false)}>
          Cancel
        </Button>
      </div>
      <ActionMessage result={result} />
    </form>
  );
}
