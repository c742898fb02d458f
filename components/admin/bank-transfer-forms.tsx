"use client";

import type { ChangeEvent } from "react";
import type { ActionResult } from "@/lib/admin/action-result";
import { FormField, InputField } from "@/components/ui/form-field";
import { FormFooter } from "./form-controls";
import { useAdminForm, type AdminAction } from "./use-admin-form";

/** The same limit the import's server action enforces, checked before the file is sent at all. */
const MAX_STATEMENT_BYTES = 1024 * 1024;

/** A transfer seen in the bank account, typed by an operator. */
export function RecordTransferForm({ action, today }: { action: AdminAction; today: string }) {
  const { result, pending, locked, onSubmit } = useAdminForm(action);
  return (
    <form onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2" aria-label="Record a received transfer">
      <InputField
        id="transfer-utr"
        name="utr"
        label="UTR (the bank's reference)"
        hint="12 to 22 letters and digits; spaces are ignored"
        autoCapitalize="characters"
        maxLength={40}
        required
      />
      <InputField
        id="transfer-amount"
        name="amount"
        label="Amount received (₹)"
        hint="Such as 13623.00"
        inputMode="decimal"
        required
      />
      <InputField
        id="transfer-received-on"
        name="receivedOn"
        type="date"
        label="Received on"
        defaultValue={today}
        max={today}
        required
      />
      <InputField id="transfer-payer" name="payerName" label="Payer's name (optional)" maxLength={120} />
      <div className="flex flex-col gap-3 sm:col-span-2">
        <FormFooter result={result} pending={pending} locked={locked} label="Record the transfer" />
      </div>
    </form>
  );
}

type Skipped = { line: number; reason: string }[];

const SHOWN_SKIPPED = 50;

/** The lines the last import left out, each with its reason (importStatementAction adds them to its answer). */
function skippedOf(result: ActionResult | null): Skipped {
  return result && "skipped" in result && Array.isArray(result.skipped) ? (result.skipped as Skipped) : [];
}

/** A bank statement's CSV export, imported: each credit recorded once and matched where certain. */
export function StatementImportForm({ action }: { action: AdminAction }) {
  const { result, pending, locked, onSubmit } = useAdminForm(action);
  const skipped = skippedOf(result);
  // Refused in the browser too: a file over the server actions' body limit would never reach the action's message.
  const checkSize = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.setCustomValidity(
      file && file.size > MAX_STATEMENT_BYTES ? "The statement must be at most 1 MB: import a month at a time" : "",
    );
    event.target.reportValidity();
  };
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-3" aria-label="Import a bank statement">
      <FormField
        id="statement-file"
        label="Bank statement (CSV)"
        hint="Your bank's CSV export, at most 1 MB. Credits are recorded once by their UTR, however often imported."
      >
        {/* A file picker has no text box to frame. */}
        {(control) => (
          <input
            name="statement"
            type="file"
            accept=".csv,text/csv"
            required
            onChange={checkSize}
            {...control}
            className="block w-full text-sm"
          />
        )}
      </FormField>
      <FormFooter result={result} pending={pending} locked={locked} label="Import the statement" />
      {skipped.length > 0 && (
        <div className="text-sm">
          <h3 className="font-semibold">Lines skipped</h3>
          <ul className="list-disc pl-5" data-testid="statement-skipped">
            {skipped.slice(0, SHOWN_SKIPPED).map((line, index) => (
              <li key={index}>
                {line.line > 0 ? `Line ${line.line}` : "A credit"}: {line.reason}
              </li>
            ))}
          </ul>
          {skipped.length > SHOWN_SKIPPED && <p>And {skipped.length - SHOWN_SKIPPED} more.</p>}
        </div>
      )}
    </form>
  );
}

export interface MatchChoice {
  orderId: string;
  label: string;
  /** Due exactly the transfer's amount: the only orders matchTransfer accepts. */
  fits: boolean;
}

/** One unmatched transfer's match: the order it pays, among those awaiting a bank transfer. */
export function MatchTransferForm({
  action,
  transferId,
  utr,
  choices,
}: {
  action: AdminAction;
  transferId: string;
  utr: string;
  choices: MatchChoice[];
}) {
  const { result, pending, locked, onSubmit } = useAdminForm(action);
  const fitting = choices.filter((choice) => choice.fits);
  const others = choices.filter((choice) => !choice.fits);
  const option = (choice: MatchChoice) => (
    <option key={choice.orderId} value={choice.orderId}>
      {choice.label}
    </option>
  );
  return (
    <form onSubmit={onSubmit} className="flex min-w-64 flex-col gap-2" aria-label={`Match transfer ${utr}`}>
      <input type="hidden" name="transferId" value={transferId} />
      <FormField id={`match-${transferId}`} label={`Order transfer ${utr} pays`}>
        {(control) => (
          <select name="orderId" defaultValue={fitting.length === 1 ? fitting[0]!.orderId : ""} required {...control}>
            <option value="">Choose an order</option>
            {fitting.length > 0 && <optgroup label="Due exactly this amount">{fitting.map(option)}</optgroup>}
            {others.length > 0 && <optgroup label="Due another amount">{others.map(option)}</optgroup>}
          </select>
        )}
      </FormField>
      <FormFooter result={result} pending={pending} locked={locked} label="Match" />
    </form>
  );
}
