import { describe, expect, it } from "vitest";
import { CLIENT_NAMESPACES, MESSAGES, clientMessages } from "./messages";

describe("clientMessages", () => {
  it.each(["en", "hi"] as const)("sends the browser only the client namespaces (%s)", (locale) => {
    const sent = clientMessages(locale);
    expect(Object.keys(sent).sort()).toEqual([...CLIENT_NAMESPACES].sort());
    for (const namespace of CLIENT_NAMESPACES) expect(sent[namespace]).toBe(MESSAGES[locale][namespace]);
  });

  it("keeps server-only texts (pages, home sections) out of the browser", () => {
    expect(clientMessages("hi")).not.toHaveProperty("staticPages");
    expect(clientMessages("hi")).not.toHaveProperty("homeSections");
  });
});
