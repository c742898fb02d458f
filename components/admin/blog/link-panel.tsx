"use client";

import { useState, type KeyboardEvent } from "react";
import type { Editor } from "@tiptap/react";
import { Button } from "@/components/ui/button";
import { inputClass } from "@/components/ui/form-field";
import { isAllowedHref } from "./editor-extensions";

/** Sets or removes the link on the editor's selection; opened by the toolbar's Link button. */
export function LinkPanel({ editor, id, onClose }: { editor: Editor; id: string; onClose: () => void }) {
  const [href, setHref] = useState(() => {
    const current: unknown = editor.getAttributes("link").href;
    return typeof current === "string" ? current : "";
  });
  const [error, setError] = useState("");

  const close = () => {
    onClose();
    editor.commands.focus();
  };
  const apply = () => {
    const address = href.trim();
    if (!isAllowedHref(address)) {
      setError("Use an https:// or mailto: address, or a path on this site such as /shop.");
      return;
    }
    editor.chain().focus().extendMarkRange("link").setLink({ href: address }).run();
    onClose();
  };
  const remove = () => {
    editor.chain().focus().extendMarkRange("link").unsetLink().run();
    onClose();
  };
  // Enter applies rather than submitting the post's form; Escape goes back to the text.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      event.preventDefault();
      apply();
    } else if (event.key === "Escape") {
      event.preventDefault();
      close();
    }
  };

  return (
    <div id={id} className="flex flex-col gap-2 border-b border-slate-200 bg-slate-50 p-3 sm:flex-row sm:items-end">
      <div className="flex-1">
        <label htmlFor={`${id}-href`} className="mb-1 block text-sm font-semibold text-slate-800">
          Link address
        </label>
        <input
          id={`${id}-href`}
          value={href}
          onChange={(event) => {
            setHref(event.target.value);
            setError("");
          }}
          onKeyDown={onKeyDown}
          placeholder="https://… or /shop"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          className={inputClass}
          autoFocus
        />
        {error && (
          <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
      <div className="flex gap-2">
        <Button size="sm" onClick={apply}>
          Apply link
        </Button>
        <Button size="sm" variant="secondary" onClick={remove}>
          Remove link
        </Button>
        <Button size="sm" variant="secondary" onClick={close}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
