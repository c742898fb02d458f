/**
 * Texts compiled ahead of time (icu-minify): what use-intl's format-only formatter reads. In the
 * store's bundles next.config.ts gives next-intl that formatter, so no page or browser parses ICU;
 * scripts and tests run outside the bundles keep the full formatter and the texts as written.
 */
import compile from "icu-minify/compile";
import type { CompiledMessage } from "icu-minify/format";
import formatMessage from "use-intl/format-message";

/** Whether this process's formatter reads compiled texts: use-intl marks format-only as unable to return a text as written. */
export const FORMATS_COMPILED = !formatMessage.raw;

export type CompiledTexts<Texts> = {
  [Key in keyof Texts]: Texts[Key] extends string ? CompiledMessage : CompiledTexts<Texts[Key]>;
};

type Tree = { readonly [key: string]: string | Tree };

/** icu-minify writes a plural's or select's options without a prototype, which React passes to no client component. */
const plain = (message: CompiledMessage): CompiledMessage => JSON.parse(JSON.stringify(message)) as CompiledMessage;

const compiledTrees = new WeakMap<Tree, unknown>();

/** `texts` with each message compiled, once per object of texts (a language, a namespace). */
export function compiledTexts<Texts extends Tree>(texts: Texts): CompiledTexts<Texts> {
  let compiled = compiledTrees.get(texts);
  if (compiled === undefined) {
    compiled = Object.fromEntries(
      Object.entries(texts).map(([key, text]) => [
        key,
        typeof text === "string" ? plain(compile(text)) : compiledTexts(text),
      ]),
    );
    compiledTrees.set(texts, compiled);
  }
  return compiled as CompiledTexts<Texts>;
}
