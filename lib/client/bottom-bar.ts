/**
 * The height of a bar fixed to the bottom of a phone's screen (the product page's buy bar), as the
 * CSS variable --bottom-bar-height on <body>: the body's bottom padding and the "Back to top" pill
 * read it (app/globals.css), so the bar covers neither the footer nor the pill.
 */
const VARIABLE = "--bottom-bar-height";

/** Keeps the variable equal to the element's height (0 while CSS hides it); answers a cleanup. */
export function reserveBottomBar(bar: HTMLElement): () => void {
  const update = () => document.body.style.setProperty(VARIABLE, `${bar.offsetHeight}px`);
  update();
  const observer = new ResizeObserver(update);
  observer.observe(bar);
  return () => {
    observer.disconnect();
    document.body.style.removeProperty(VARIABLE);
  };
}
