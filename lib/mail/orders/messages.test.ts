import { describe, expect, it } from "vitest";
import { ORDER_MESSAGES, ORDER_MESSAGE_NAMES } from "./messages";

describe("order e-mail subjects", () => {
  it.each(ORDER_MESSAGE_NAMES)("%s: only the store's fixed words and the display order id", (name) => {
    const subject = ORDER_MESSAGES[name].subject;
    // The same words around whichever id: nothing else goes in.
    const words = subject("{ID}").split("{ID}");
    expect(words).toHaveLength(2);
    expect(subject("A1B2C3D4")).toBe(words.join("A1B2C3D4"));
    expect(subject.length).toBe(1);
    for (const part of words) expect(part).toMatch(/^[A-Za-z ]*$/);
  });
});
