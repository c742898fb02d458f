"use client";

import { ActionMessage } from "./action-message";
import { useAdminForm, type AdminAction } from "./use-admin-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { REVIEW_LIMITS } from "@/lib/validation/reviews";

interface ReviewModerationProps {
  id: string;
  status: "PENDING" | "APPROVED" | "HIDDEN";
  reply: string | null;
  /** Names the review for screen readers, since every card has the same buttons. */
  subject: string;
  moderate: AdminAction;
  answer: AdminAction;
}

/** A review's approve and hide buttons and the store's public reply, each with its outcome. */
export function ReviewModeration({ id, status, reply, subject, moderate, answer }: ReviewModerationProps) {
  const moderation = useAdminForm(moderate);
  const replying = useAdminForm(answer);
  const targets = (["APPROVED", "HIDDEN"] as const).filter((target) => target !== status);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-2">
        {targets.map((target) => (
          <form key={target} onSubmit={moderation.onSubmit}>
            <input type="hidden" name="id" value={id} />
            <input type="hidden" name="status" value={target} />
            <Button
              type="submit"
              size="sm"
              variant={target === "APPROVED" ? "primary" : "secondary"}
              disabled={moderation.locked}
            >
              {target === "APPROVED" ? "Approve" : "Hide"}
              <span className="sr-only"> {subject}</span>
            </Button>
          </form>
        ))}
      </div>
      <ActionMessage result={moderation.result} />
      <form onSubmit={replying.onSubmit} className="flex flex-col gap-2">
        <input type="hidden" name="id" value={id} />
        <FormField id={`review-reply-${id}`} label="Public reply (optional)">
          {(control) => (
            <textarea
              {...control}
              name="reply"
              rows={2}
              maxLength={REVIEW_LIMITS.replyMax}
              defaultValue={reply ?? ""}
            />
          )}
        </FormField>
        <Button type="submit" size="sm" variant="secondary" disabled={replying.locked} className="self-start">
          Save reply<span className="sr-only"> to {subject}</span>
        </Button>
        <ActionMessage result={replying.result} />
      </form>
    </div>
  );
}
