"use client";

import type { MouseEvent } from "react";
import { useEditorState, type Editor } from "@tiptap/react";
import type { PanelKind } from "./editor-panels";

interface Tool {
  label: string;
  /** Shown on the button; the label is what assistive technology reads. */
  text: string;
  isActive?: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
}

const TOOLS: Tool[] = [
  { label: "Bold", text: "B", isActive: (e) => e.isActive("bold"), run: (e) => e.chain().focus().toggleBold().run() },
  {
    label: "Italic",
    text: "I",
    isActive: (e) => e.isActive("italic"),
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    label: "Underline",
    text: "U",
    isActive: (e) => e.isActive("underline"),
    run: (e) => e.chain().focus().toggleUnderline().run(),
  },
  {
    label: "Heading",
    text: "H2",
    isActive: (e) => e.isActive("heading", { level: 2 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    label: "Subheading",
    text: "H3",
    isActive: (e) => e.isActive("heading", { level: 3 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  {
    label: "Bulleted list",
    text: "• List",
    isActive: (e) => e.isActive("bulletList"),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    label: "Numbered list",
    text: "1. List",
    isActive: (e) => e.isActive("orderedList"),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  {
    label: "Quotation",
    text: "“ ”",
    isActive: (e) => e.isActive("blockquote"),
    run: (e) => e.chain().focus().toggleBlockquote().run(),
  },
  {
    label: "Code",
    text: "</>",
    isActive: (e) => e.isActive("code"),
    run: (e) => e.chain().focus().toggleCode().run(),
  },
  { label: "Undo", text: "↶", run: (e) => e.chain().focus().undo().run() },
  { label: "Redo", text: "↷", run: (e) => e.chain().focus().redo().run() },
];

const buttonClass =
  "min-h-9 min-w-9 rounded-md border border-slate-300 bg-white px-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 aria-pressed:border-brand-700 aria-pressed:bg-brand-50 aria-pressed:text-brand-900";

/**
 * A mouse press leaves the focus and selection in the text. Were the button focused, Tiptap's
 * focus() would give it back only on the next animation frame (later on a busy machine): keys typed
 * meanwhile went to the button, and a space pressed it again. Tab, Enter and Space still work.
 */
const keepTextFocus = (event: MouseEvent<HTMLButtonElement>) => event.preventDefault();

/**
 * Real buttons, each named for screen readers and saying whether its format is on (aria-pressed),
 * reachable with Tab; the shortcuts (Ctrl+B, Ctrl+I…) work in the text as well.
 */
export function EditorToolbar({
  editor,
  controls,
  panelId,
  panel,
  onPanel,
}: {
  editor: Editor;
  /** The id of the editable text the toolbar acts on. */
  controls: string;
  panelId: string;
  /** The link or image panel that is open, if any. */
  panel: PanelKind | null;
  onPanel: (kind: PanelKind) => void;
}) {
  // Re-renders the toolbar when the formats at the cursor change, not on every keystroke.
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => [...TOOLS.map((tool) => tool.isActive?.(current)), current.isActive("link")],
  });

  return (
    <div
      role="toolbar"
      aria-label="Formatting"
      aria-controls={controls}
      className="flex flex-wrap gap-1 border-b border-slate-200 p-2"
    >
      {TOOLS.map((tool, index) => (
        <button
          key={tool.label}
          type="button"
          aria-label={tool.label}
          aria-pressed={tool.isActive ? Boolean(active[index]) : undefined}
          onMouseDown={keepTextFocus}
          onClick={() => tool.run(editor)}
          className={buttonClass}
        >
          <span aria-hidden="true">{tool.text}</span>
        </button>
      ))}
      <button
        type="button"
        aria-label="Link"
        aria-pressed={Boolean(active[TOOLS.length])}
        aria-expanded={panel === "link"}
        aria-controls={panel === "link" ? panelId : undefined}
        onMouseDown={keepTextFocus}
        onClick={() => onPanel("link")}
        className={buttonClass}
      >
        <span aria-hidden="true">Link</span>
      </button>
      <button
        type="button"
        aria-label="Image"
        aria-expanded={panel === "image"}
        aria-controls={panel === "image" ? panelId : undefined}
        onMouseDown={keepTextFocus}
        onClick={() => onPanel("image")}
        className={buttonClass}
      >
        <span aria-hidden="true">Image</span>
      </button>
    </div>
  );
}
