import { readFileSync } from "node:fs";
import {
  isLiteralElement,
  isPluralElement,
  isPoundElement,
  isSelectElement,
  isTagElement,
  parse,
  type MessageFormatElement,
} from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import { en } from "@/messages/en";
import { hi } from "@/messages/hi";
import { CLIENT_NAMESPACES, LAYOUT_NAMESPACES, clientMessages } from "./messages";
import { SOURCE_FOLDERS, sourceFiles } from "@/test/support/source-files";

type Tree = { [key: string]: string | Tree };

/** Every text's dotted key and value. */
function leaves(tree: Tree, prefix = ""): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );
}

/** The ICU arguments and rich-text tags of a message's elements: what the code fills in, whatever the language. */
function namesIn(elements: MessageFormatElement[]): string[] {
  return elements.flatMap((element) => {
    if (isTagElement(element)) return [`<${element.value}>`, ...namesIn(element.children)];
    if (isSelectElement(element) || isPluralElement(element)) {
      return [element.value, ...Object.values(element.options).flatMap((option) => namesIn(option.value))];
    }
    return "value" in element && !isLiteralElement(element) && !isPoundElement(element) ? [element.value] : [];
  });
}
const placeholders = (message: string) => [...new Set(namesIn(parse(message)))].sort();

describe("the store's texts", () => {
  const english = new Map(leaves(en));
  const hindi = new Map(leaves(hi));

  it("exist in both languages, key for key, none empty", () => {
    expect([...hindi.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of [...english, ...hindi]) expect(text.trim(), key).not.toBe("");
  });

  it("take the same arguments and tags in Hindi as in English", () => {
    for (const [key, text] of english) expect(placeholders(hindi.get(key)!), key).toEqual(placeholders(text));
  });

  it("are each read by some code: a key no source file names is unused", () => {
    const sources = SOURCE_FOLDERS.flatMap(sourceFiles)
      .map((file) => readFileSync(file, "utf8"))
      .join("\n");
    // A key is named by its namespace in quotes, and by its end (t("contact.send"), { key: "home" },
    // t(`${partner.id}.partnership`), or an enum's key: { NOT_AS_DESCRIBED: … }).
    const unused = [...english.keys()].filter((key) => {
      const parts = key.split(".");
      const ends = parts.slice(1).map((_, index) => parts.slice(index + 1).join("\\."));
      return (
        !sources.includes(`"${parts[0]}`) ||
        !new RegExp(`["'\`.](?:${ends.join("|")})["'\`]|\\b${parts.at(-1)}:\\s`).test(sources)
      );
    });
    expect(unused).toEqual([]);
  });

  it.each(["en", "hi"] as const)("go to the browser only by the client namespaces (%s)", (locale) => {
    // Every page gets the layout's; a page adds its own (lib/i18n/page-texts.test.ts).
    expect(Object.keys(clientMessages(locale)).sort()).toEqual([...LAYOUT_NAMESPACES].sort());
    const sent = clientMessages(locale, CLIENT_NAMESPACES);
    // Compiled (lib/i18n/client-messages.test.ts checks they write what the texts say).
    expect(Object.keys(sent).sort()).toEqual([...CLIENT_NAMESPACES].sort());
    // Server-only texts (pages, home sections) stay on the server.
    expect(sent).not.toHaveProperty("staticPages");
    expect(sent).not.toHaveProperty("homeSections");
  });
});
