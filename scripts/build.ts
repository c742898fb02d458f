/**
 * `npm run build`: the production build, refused while a store runs from the current one (it
 * would break the store's open pages); records the NEXT_PUBLIC_* values it was made with
 * (./store-build.ts).
 */
import { buildStore } from "./store-build";
import { runCommand } from "./verdict";

await runCommand("npm run build", async () => {
  await buildStore(process.env);
  return true;
});
