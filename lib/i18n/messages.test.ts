import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { en } from "@/messages/en";
import { hi } from "@/messages/hi";
import { CLIENT_NAMESPACES } from "./messages";

type Tree = { [key: string]: string | Tree };

/** Every text's dotted key and value. */
function leaves(tree: Tree, prefix = ""): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );
}

/** A message's ICU arguments and rich-text tags: what the code fills in, whatever the language. */
const placeholders = (message: string) =>
  [...message.matchAll(/\{(\w+)[,}]|<(\w+)>/g)].map((match) => match[1] ?? `<${match[2]}>`).sort();

const SOURCE_FOLDERS = ["app", "components", "lib"];
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === "generated" ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

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
    // A key is named by its last part in quotes (t("login"), { key: "home" }), its namespace as a text of its own.
    const unused = [...english.keys()].filter((key) => {
      const [namespace] = key.split(".");
      const leaf = key.split(".").at(-1)!;
      return !sources.includes(`"${namespace}`) || !new RegExp(`["'\`]${leaf}["'\`]`).test(sources);
    });
    expect(unused).toEqual([]);
  });

  it("send the browser only namespaces that exist", () => {
    for (const namespace of CLIENT_NAMESPACES) expect(en).toHaveProperty(namespace);
  });
});
