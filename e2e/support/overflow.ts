/**
 * What reaches past the right edge of a phone's screen: the page's own scroll width, and every
 * visible element whose box ends beyond the viewport (named, so a failure says what to fix).
 * Exempt, because the box that holds them is checked itself: elements inside a container that
 * scrolls sideways on purpose (overflow-x auto or scroll, such as a table wrapper), inside one that
 * crops on purpose (overflow hidden: the partner carousel, image frames) and screen-reader-only
 * text (clipped to nothing). Ancestors are looked at up to <body>, so a page cut off by the body
 * itself still fails.
 */
import type { Page } from "@playwright/test";

export async function overflowingElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    const pageWidth = document.documentElement.scrollWidth;
    if (pageWidth > width) found.push(`the page itself: scrollWidth ${pageWidth} > ${width}`);

    // A clipped box (sr-only text) or one that crops or scrolls sideways holds its content in.
    const holdsContentIn = (element: Element) => {
      const style = getComputedStyle(element);
      return style.overflowX !== "visible" || style.clipPath !== "none";
    };
    const heldIn = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (holdsContentIn(parent)) return true;
      }
      return false;
    };
    const describe = (element: Element) => {
      const id = element.id ? `#${element.id}` : "";
      const testId = element.getAttribute("data-testid");
      const label = element.getAttribute("aria-label");
      const text = (element.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 40);
      return [
        `<${element.tagName.toLowerCase()}${id}>`,
        testId && `[data-testid=${testId}]`,
        label && `"${label}"`,
        text,
      ]
        .filter(Boolean)
        .join(" ");
    };

    for (const element of document.body.querySelectorAll("*")) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.right <= width + 0.5) continue;
      const style = getComputedStyle(element);
      if (style.visibility === "hidden" || style.clipPath !== "none" || heldIn(element)) continue;
      found.push(`${describe(element)}: right edge ${Math.round(box.right)} > ${width}`);
    }
    return found;
  });
}
