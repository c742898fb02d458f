/**
 * What reaches past the right edge of a phone's screen: the page's own scroll width, and every
 * visible element whose box ends beyond the viewport (named, so a failure says what to fix).
 * Exempt, because the box that holds them is checked itself: elements inside a container that
 * scrolls sideways on purpose (overflow-x auto or scroll, such as a table wrapper), inside one that
 * crops on purpose (overflow hidden: the partner carousel, image frames), as long as that box
 * really holds them (screen-reader-only text is placed absolutely and escapes boxes that are not
 * positioned). Ancestors are looked at up to <body>, so a page cut off by the body itself fails.
 */
import type { Page } from "@playwright/test";

export async function overflowingElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    const pageWidth = document.documentElement.scrollWidth;
    if (pageWidth > width) found.push(`the page itself: scrollWidth ${pageWidth} > ${width}`);

    // Held in by an ancestor that crops or scrolls sideways, if that ancestor contains it: an
    // absolutely placed element (sr-only text) escapes every box up to its positioned ancestor.
    const heldIn = (element: Element) => {
      let position = getComputedStyle(element).position;
      if (position === "fixed") return false;
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (style.position === "fixed") return false;
        const containing = position !== "absolute" || style.position !== "static";
        if (containing && style.overflowX !== "visible") return true;
        if (containing) position = style.position;
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
      if (style.visibility === "hidden" || heldIn(element)) continue;
      found.push(`${describe(element)}: right edge ${Math.round(box.right)} > ${width}`);
    }
    // Text can run out of a box that fits (a long e-mail address with nowhere to break).
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let text = texts.nextNode(); text; text = texts.nextNode()) {
      const parent = text.parentElement;
      if (!parent || !text.textContent?.trim() || getComputedStyle(parent).visibility === "hidden") continue;
      range.selectNodeContents(text);
      const box = range.getBoundingClientRect();
      if (box.width === 0 || box.right <= width + 0.5) continue;
      if (getComputedStyle(parent).overflowX !== "visible" || heldIn(parent)) continue;
      found.push(
        `text "${text.textContent.trim().slice(0, 40)}" in ${describe(parent)}: right edge ${Math.round(box.right)} > ${width}`,
      );
    }
    return found;
  });
}
