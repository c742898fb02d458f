import { useEffect, useRef } from "react";
import type { CartLine } from "@/lib/cart/cart-lines";

type Busy = Readonly<Record<string, "update" | "remove">>;

/**
 * Keeps the keyboard's focus in the cart when a key removes a line ("−" from 1, or Remove): the
 * browser would drop it to the page's body with the line. It goes to the quantity of the line now
 * in its place (else the last line), or to the empty cart's message. After a tap or a click it is
 * left alone: focusing a field would open a phone's keyboard.
 */
export function useFocusAfterRemoval(lines: readonly CartLine[], busy: Busy) {
  const listRef = useRef<HTMLUListElement>(null);
  const emptyRef = useRef<HTMLParagraphElement>(null);
  const shown = useRef(lines);
  const byKeyboard = useRef(new Set<string>());

  // Declared first: the new lines and the end of their busy state may share a render, so the removal is still noted.
  useEffect(() => {
    const before = shown.current;
    shown.current = lines;
    const gone = before.findIndex(
      ({ productId }) => byKeyboard.current.has(productId) && !lines.some((line) => line.productId === productId),
    );
    if (gone < 0 || document.activeElement !== document.body) return;
    const fields = listRef.current?.querySelectorAll<HTMLInputElement>("input[type=number]") ?? [];
    (fields[Math.min(gone, fields.length - 1)] ?? emptyRef.current)?.focus();
  }, [lines]);

  // A removal's button keeps the focus while busy (aria-disabled): it shows whether a key pressed it.
  useEffect(() => {
    const focused = document.activeElement;
    const keyed = Boolean(focused?.matches(":focus-visible") && listRef.current?.contains(focused));
    byKeyboard.current = new Set(
      Object.entries(busy)
        .filter(([id, kind]) => kind === "remove" && (keyed || byKeyboard.current.has(id)))
        .map(([id]) => id),
    );
  }, [busy]);

  return { listRef, emptyRef };
}
