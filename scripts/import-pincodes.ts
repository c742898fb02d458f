/**
 * `npm run pincodes:import -- <directory.csv or .csv.gz>`: loads India Post's All India Pincode
 * Directory (data.gov.in's CSV format) into the pincodes table. Safe to run again.
 */
import { loadDotEnv, openDatabase } from "./database";
import { onStop, runCommand } from "./verdict";

const file = process.argv[2];
if (!file) {
  console.error("Usage: npm run pincodes:import -- <path to the directory .csv or .csv.gz>");
  process.exit(2);
}

loadDotEnv();
await runCommand("npm run pincodes:import", async () => {
  const database = await openDatabase();
  onStop(() => database.close());
  process.env.DATABASE_URL = database.url;
  const { db } = await import("../lib/db");
  onStop(() => db().$disconnect());
  const { importPincodeDirectory } = await import("../lib/delivery/pincode-store");
  const started = performance.now();
  const report = await importPincodeDirectory(file);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Imported ${report.pincodes} pincodes from ${report.offices} post offices in ${seconds} s ` +
      `(${report.statesInferred} states and ${report.districtsInferred} districts inferred).`,
  );
  for (const [reason, count] of Object.entries(report.skipped)) console.log(`Skipped ${count} rows: ${reason}.`);
  return true;
});
