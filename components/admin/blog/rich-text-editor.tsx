"use client";

import { useState } from "react";
import { EditorContent, useEditor } from "@tiptap/react";
import { editorExtensions } from "./editor-extensions";
import { EditorPanel, type PanelKind } from "./editor-panels";
import { EditorToolbar } from "./editor-toolbar";

/**
 * The post's text, edited as formatted text (TipTap) and sent with the form as HTML in a hidden
 * `name` field; the server sanitizes it before storing (lib/blog/sanitize.ts). Loaded only in the
 * admin area, in the browser (post-form.tsx imports it dynamically).
 */
export function RichTextEditor({
  id,
  name,
  labelId,
  hintId,
  initialHtml,
}: {
  id: string;
  name: string;
  labelId: string;
  hintId: string;
  initialHtml: string;
}) {
  const [html, setHtml] = useState(initialHtml);
  const [panel, setPanel] = useState<PanelKind | null>(null);
  const editor = useEditor({
    extensions: editorExtensions,
    content: initialHtml,
    // The editor is rendered in the browser only: nothing to hydrate.
    immediatelyRender: false,
    // An empty editor still holds "<p></p>": send nothing, so "Content is required" says why.
    onUpdate: ({ editor: current }) => setHtml(current.isEmpty ? "" : current.getHTML()),
    editorProps: {
      attributes: {
        id,
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        "aria-describedby": hintId,
        class: "prose-blog min-h-64 px-3 py-2 focus:outline-2 focus:outline-brand-600",
      },
    },
  });

  return (
    <div className="rounded-md border border-slate-300">
      <input type="hidden" name={name} value={html} />
      {editor ? (
        <>
          <EditorToolbar
            editor={editor}
            controls={id}
            panelId={`${id}-panel`}
            panel={panel}
            onPanel={(kind) => setPanel((open) => (open === kind ? null : kind))}
          />
          {panel && (
            // Keyed: a new panel starts with its own fields.
            <EditorPanel key={panel} kind={panel} editor={editor} id={`${id}-panel`} onClose={() => setPanel(null)} />
          )}
        </>
      ) : (
        <p className="p-3 text-sm text-slate-600">Loading the editor…</p>
      )}
      <EditorContent editor={editor} />
    </div>
  );
}
