/**
 * The store's bundles format the texts compiled ahead of time with use-intl's format-only
 * (next.config.ts); scripts and tests format the texts as written with the full ICU formatter.
 * Both must write every message the same, in both languages, whatever values it is given.
 */
import {
  isArgumentElement,
  isPluralElement,
  isSelectElement,
  isTagElement,
  parse,
  type MessageFormatElement,
} from "@formatjs/icu-messageformat-parser";
import { _createCache, _createIntlFormatters, type RichTranslationValues } from "use-intl/core";
import formatAsWritten from "use-intl/format-message";
import formatCompiled from "use-intl/format-message/format-only";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { LOCALES, type Locale } from "./locales";
import { compiledTexts } from "./compiled-messages";
import { CLIENT_NAMESPACES, MESSAGES, clientMessages } from "./messages";

type Tree = { readonly [key: string]: unknown };
const leaves = (tree: Tree, prefix = ""): [string, unknown][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "object" && value !== null && !Array.isArray(value)
      ? leaves(value as Tree, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value]],
  );

const COUNTS = [0, 1, 2, 5, 21, 1499];
const written = (result: unknown) => (Array.isArray(result) ? result.join("") : String(result));

/** Values that take each branch of the message: every count above, every option of each select. */
function valueSets(elements: MessageFormatElement[]): RichTranslationValues[] {
  const counts = new Set<string>();
  const selects = new Map<string, string[]>();
  const plain = new Set<string>();
  const tags = new Set<string>();
  const visit = (nodes: MessageFormatElement[]) => {
    for (const node of nodes) {
      if (isPluralElement(node)) counts.add(node.value);
      else if (isSelectElement(node)) selects.set(node.value, Object.keys(node.options));
      else if (isArgumentElement(node)) plain.add(node.value);
      else if (isTagElement(node)) tags.add(node.value);
      if (isPluralElement(node) || isSelectElement(node))
        Object.values(node.options).forEach((option) => visit(option.value));
      if (isTagElement(node)) visit(node.children);
    }
  };
  visit(elements);
  const rounds = Math.max(COUNTS.length, ...[...selects.values()].map((options) => options.length));
  return Array.from({ length: rounds }, (_, round) => ({
    ...Object.fromEntries([...plain].map((name) => [name, `‹${name}›`])),
    ...Object.fromEntries([...counts].map((name) => [name, COUNTS[round % COUNTS.length]!])),
    ...Object.fromEntries([...selects].map(([name, options]) => [name, options[round % options.length]!])),
    ...Object.fromEntries(
      [...tags].map((name) => [name, (chunks: ReactNode) => `<${name}>${written(chunks)}</${name}>`]),
    ),
  }));
}

describe.each(LOCALES)("the texts compiled for the store's bundles (%s)", (locale: Locale) => {
  const cache = _createCache();
  const options = { cache, formatters: _createIntlFormatters(cache), locale, timeZone: "Asia/Kolkata" };
  const asWritten = leaves(MESSAGES[locale]);
  const compiled = new Map(leaves(compiledTexts(MESSAGES[locale])));

  it("are every text, and write each as the full formatter writes the text as written", () => {
    expect([...compiled.keys()]).toEqual(asWritten.map(([key]) => key));
    for (const [key, message] of asWritten) {
      for (const values of valueSets(parse(message as string))) {
        const expected = written(formatAsWritten(key, message as string, values, options));
        expect(written(formatCompiled(key, compiled.get(key) as string, values, options)), key).toBe(expected);
      }
    }
  });

  it("go to the browser as the same compiled texts, by namespace", () => {
    const sent = clientMessages(locale, CLIENT_NAMESPACES) as Tree;
    for (const namespace of CLIENT_NAMESPACES) expect(sent[namespace]).toBe(compiledTexts(MESSAGES[locale])[namespace]);
  });
});
