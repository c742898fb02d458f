import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import path from "node:path";

const MARKING_STORE = `
  const { markRunningStore } = await import(${JSON.stringify(path.resolve("server/running-stores.js"))});
  markRunningStore(4321);
  // As server/index.js stops: an exit, so the process's exit handlers run.
  process.on("SIGTERM", () => process.exit(143));
  console.log("marked");
  setInterval(() => {}, 60_000);
`;

const started: ChildProcess[] = [];

/**
 * A process in `checkout` that marks its build as a store on port 4321 does (server/index.js),
 * answered once it has; stopped by stopMarkingStores().
 */
export async function startMarkingStore(checkout: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--input-type=module", "-e", MARKING_STORE], { cwd: checkout });
  started.push(child);
  await once(child.stdout, "data");
  return child;
}

export function stopMarkingStores(): void {
  for (const child of started.splice(0)) child.kill("SIGKILL");
}
