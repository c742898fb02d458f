/**
 * server/next-internals.js reaches into files of next/dist that are no public API. An upgrade of
 * next that moves or changes them must fail here, by name, not silently leave every page the build
 * rendered (without the database, with the build's configuration) served after a start.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { expirePagesRenderedBeforeStart, ROOT_LAYOUT_TAG, TAGS_MANIFEST_MODULE } from "./next-internals.js";

const UPGRADE_HINT = "server/next-internals.js depends on it: adapt it to the new next before upgrading";

describe("the Next.js internals the server uses", () => {
  it("pins next to an exact version", () => {
    const { dependencies } = JSON.parse(readFileSync("package.json", "utf8")) as {
      dependencies: Record<string, string>;
    };
    const { packages } = JSON.parse(readFileSync("package-lock.json", "utf8")) as {
      packages: Record<string, { version?: string; dependencies?: Record<string, string> }>;
    };

    expect(dependencies.next, "next must be an exact version: the server uses its internals").toMatch(
      /^\d+\.\d+\.\d+$/,
    );
    expect(packages[""]?.dependencies?.next, "package-lock.json must pin next as package.json does").toBe(
      dependencies.next,
    );
    expect(packages["node_modules/next"]?.version).toBe(dependencies.next);
  });

  it("still tags every page under the root layout with the tag the server expires", async () => {
    const { NEXT_CACHE_IMPLICIT_TAG_ID } = (await import("next/dist/lib/constants.js")) as {
      NEXT_CACHE_IMPLICIT_TAG_ID?: string;
    };

    expect(`${NEXT_CACHE_IMPLICIT_TAG_ID}/layout`, `Next.js's implicit tag prefix changed; ${UPGRADE_HINT}`).toBe(
      ROOT_LAYOUT_TAG,
    );
  });

  it("expires what was cached before the start, as Next.js reads its tag manifest", async () => {
    const internal = (await import(TAGS_MANIFEST_MODULE).catch(() => ({}))) as {
      tagsManifest?: Map<string, unknown>;
      areTagsExpired?: (tags: string[], timestamp: number) => boolean;
    };
    expect(
      internal.tagsManifest,
      `${TAGS_MANIFEST_MODULE} no longer exports tagsManifest; ${UPGRADE_HINT}`,
    ).toBeInstanceOf(Map);
    expect(
      internal.areTagsExpired,
      `${TAGS_MANIFEST_MODULE} no longer exports areTagsExpired; ${UPGRADE_HINT}`,
    ).toBeTypeOf("function");
    const renderedBeforeStart = Date.now() - 1000;
    expect(internal.areTagsExpired!([ROOT_LAYOUT_TAG], renderedBeforeStart)).toBe(false);

    await expirePagesRenderedBeforeStart();

    expect(internal.areTagsExpired!([ROOT_LAYOUT_TAG], renderedBeforeStart)).toBe(true);
  });
});
