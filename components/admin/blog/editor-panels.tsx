"use client";

import type { Editor } from "@tiptap/react";
import { isAllowedHref, isAllowedImageSrc } from "./editor-extensions";
import { InsertPanel } from "./insert-panel";

export type PanelKind = "link" | "image";

const ADDRESS_RULE = "Use an https:// address or a path on this site such as /shop";

/** The link or image panel the toolbar opened; each closes itself and returns to the text. */
export function EditorPanel({
  kind,
  editor,
  id,
  onClose,
}: {
  kind: PanelKind;
  editor: Editor;
  id: string;
  onClose: () => void;
}) {
  const close = () => {
    onClose();
    editor.commands.focus();
  };
  if (kind === "link") {
    const current: unknown = editor.getAttributes("link").href;
    return (
      <InsertPanel
        id={id}
        fields={[
          {
            name: "href",
            label: "Link address",
            placeholder: "https://… or /shop",
            initial: typeof current === "string" ? current : "",
          },
        ]}
        applyLabel="Apply link"
        onApply={({ href = "" }) => {
          if (!isAllowedHref(href)) return `${ADDRESS_RULE} (or mailto:).`;
          editor.chain().focus().extendMarkRange("link").setLink({ href }).run();
          onClose();
          return null;
        }}
        onRemove={
          typeof current === "string"
            ? {
                label: "Remove link",
                run: () => {
                  editor.chain().focus().extendMarkRange("link").unsetLink().run();
                  onClose();
                },
              }
            : undefined
        }
        onClose={close}
      />
    );
  }
  return (
    <InsertPanel
      id={id}
      fields={[
        { name: "src", label: "Image address", placeholder: "/uploads/… or https://…" },
        { name: "alt", label: "Image description (for screen readers)" },
      ]}
      applyLabel="Insert image"
      onApply={({ src = "", alt = "" }) => {
        if (!isAllowedImageSrc(src)) return `${ADDRESS_RULE}.`;
        if (!alt) return "Describe the image for readers who cannot see it.";
        editor.chain().focus().setImage({ src, alt }).run();
        onClose();
        return null;
      }}
      onClose={close}
    />
  );
}
