"use client";

import { startTransition, useActionState, useState, type FormEvent } from "react";
import type { ActionResult } from "@/lib/admin/action-result";
import { useHydrated } from "@/lib/client/use-hydrated";
import { failureResult } from "./action-failure";

export type AdminAction = (previous: ActionResult | null, formData: FormData) => Promise<ActionResult>;

/**
 * An admin form bound to its server action. Submitted from onSubmit rather than the form's
 * `action` prop, because React resets a form after an action and a refused form would lose
 * everything the operator typed. An action that fails without answering (no connection, a body
 * over the limit, a throw) becomes a refusal too: rejected, it would reach the error boundary,
 * which replaces the page and the form with it. `locked` disables the submit button while the
 * action runs, while a picture field prepares its files (`setPreparing`), and until the page has
 * hydrated (`hydrated`): a press before then would submit the form natively and be lost.
 */
export function useAdminForm(action: AdminAction) {
  const [result, dispatch, pending] = useActionState<ActionResult | null, FormData>(
    (previous, formData) => action(previous, formData).catch(failureResult),
    null,
  );
  const hydrated = useHydrated();
  const [preparing, setPreparing] = useState(false);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formData = new FormData(event.currentTarget);
    startTransition(() => dispatch(formData));
  };
  return { result, pending, hydrated, locked: pending || preparing || !hydrated, setPreparing, onSubmit };
}
