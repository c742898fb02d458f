import type { ReactNode } from "react";

/** The `<hidden>` tag of a message (t.rich): words for screen readers only. */
export const hiddenText = (chunks: ReactNode) => <span className="sr-only">{chunks}</span>;
