/**
 * autocannon, Lighthouse and chrome-launcher — about 200 packages — serve only `npm run bench` and
 * `npm run lighthouse`, so they are not in package.json, where every `npm install` and Docker
 * build would fetch them. They are installed on first use, at the versions docs/PERFORMANCE.md's
 * figures were measured with, without saving them (a later plain `npm install` removes them), and
 * typed here by the little of their APIs these scripts use: the typecheck and ESLint pass without
 * them.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { runProgram } from "../programs";

/** Installed together: `npm install --no-save` removes unsaved packages it is not given. */
const TOOLS = { autocannon: "9.0.0", lighthouse: "12.8.2", "chrome-launcher": "1.2.1" } as const;
type Tool = keyof typeof TOOLS;

function installedVersion(tool: Tool): string | null {
  try {
    const manifest = JSON.parse(readFileSync(path.join("node_modules", tool, "package.json"), "utf8")) as {
      version?: string;
    };
    return manifest.version ?? null;
  } catch {
    return null;
  }
}

async function install(): Promise<void> {
  if ((Object.keys(TOOLS) as Tool[]).every((tool) => installedVersion(tool) === TOOLS[tool])) return;
  const packages = Object.entries(TOOLS).map(([tool, version]) => `${tool}@${version}`);
  console.log(`Installing the measuring tools, not saved to package.json: ${packages.join(", ")}.`);
  await runProgram("npm", ["install", "--no-save", "--no-audit", "--no-fund", ...packages]);
}

let installed: Promise<void> | undefined;

/** Installs the tools unless node_modules holds their pinned versions already. */
export const ensureMeasuringTools = () => (installed ??= install());

/** Imported by a name TypeScript does not resolve: the packages are absent when it checks. */
async function importTool(tool: Tool): Promise<unknown> {
  await ensureMeasuringTools();
  return import(tool);
}

export interface AutocannonResult {
  non2xx: number;
  errors: number;
  timeouts: number;
}

type Autocannon = (
  options: { url: string; connections: number; duration: number; timeout: number },
  done: (error: Error | null, result: AutocannonResult) => void,
) => {
  on(
    event: "response",
    listener: (client: unknown, statusCode: number, bytes: number, responseMs: number) => void,
  ): void;
};

export async function loadAutocannon(): Promise<Autocannon> {
  return ((await importTool("autocannon")) as { default: Autocannon }).default;
}

type Lighthouse = (
  url: string,
  flags: { port: number; logLevel: "error"; onlyCategories: string[] },
) => Promise<
  | {
      lhr: {
        categories: Partial<Record<string, { score: number | null }>>;
        audits: Partial<Record<string, { numericValue?: number }>>;
      };
    }
  | undefined
>;

type LaunchChrome = (options: { chromePath: string; chromeFlags: string[] }) => Promise<{ port: number; kill(): void }>;

export async function loadLighthouse(): Promise<{ lighthouse: Lighthouse; launchChrome: LaunchChrome }> {
  const [lighthouse, chromeLauncher] = await Promise.all([importTool("lighthouse"), importTool("chrome-launcher")]);
  return {
    lighthouse: (lighthouse as { default: Lighthouse }).default,
    launchChrome: (chromeLauncher as { launch: LaunchChrome }).launch,
  };
}
