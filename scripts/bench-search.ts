/**
 * `npm run bench:search`: the shop search's latency on a large catalogue. Creates a throwaway
 * database in the embedded cluster, seeds the real catalogue plus 10,000 generated products, runs
 * every query of QUERIES many times through searchCatalogue() (exactly what /shop?q= runs, without
 * the page cache) and prints p50/p95 per query and overall, with the database server's CPU time
 * per call (what a query costs even when other programs load the machine). A measurement, not a
 * test: the result is recorded by hand in docs/PERFORMANCE.md ("Search").
 */
import { readFileSync } from "node:fs";
import { createTestDatabase } from "./test-database";
import { onStop, runCommand } from "./verdict";
import { seededRandom } from "./seeded-random";

const GENERATED_PRODUCTS = 10_000;
const WARM_UP_RUNS = 20;
const MEASURED_RUNS = 200;

/** Queries of every path: exact words, a prefix, typos corrected, Hindi words, nothing at all. */
const QUERIES: Record<string, string>[] = [
  { q: "puzzle" },
  { q: "fraction game" },
  { q: "binary bracelet" },
  { q: "trigo" },
  { q: "magnetic geometry kit" },
  { q: "suduko" },
  { q: "trignometry" },
  { q: "polyhedra bulder" },
  { q: "ganit khel" },
  { q: "xqzjvwk" },
  { q: "card", category: "Trigonometry", sort: "price-low" },
  { q: "game", inStock: "1", page: "3" },
];

const ADJECTIVES = ["Magnetic", "Wooden", "Pocket", "Giant", "Junior", "Deluxe", "Glow", "Travel", "Classic", "Smart"];
const SUBJECTS = ["Fraction", "Geometry", "Algebra", "Trigonometry", "Logic", "Number", "Angle", "Pattern", "Circuit"];
const NOUNS = ["Puzzle", "Game", "Kit", "Cards", "Board", "Tiles", "Dice", "Blocks", "Lab", "Challenge", "Tower"];
const CATEGORIES = ["Trigonometry", "Algebra", "Geometry", "Arithmetic", "Logic & Coding", "Science"];
const PHRASES = [
  "builds mental maths through play",
  "for classroom revision and family game night",
  "with colourful pieces children love to handle",
  "follows the CBSE and ICSE syllabus",
  "makes abstract ideas visible and hands-on",
  "ideal for kinesthetic learners aged ten and up",
  "turns practice into a friendly race",
  "comes with a rule booklet and challenge cards",
  "a screen-free way to sharpen problem solving",
  "loved by teachers across India",
];

function generatedProducts(count: number) {
  const next = seededRandom(18);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  return Array.from({ length: count }, (_, index) => {
    const subject = pick(SUBJECTS);
    return {
      slug: `bench-${index}`,
      name: `${pick(ADJECTIVES)} ${subject} ${pick(NOUNS)} ${index}`,
      category: pick(CATEGORIES),
      description: `${subject} ${pick(NOUNS).toLowerCase()} that ${pick(PHRASES)}, ${pick(PHRASES)} and ${pick(PHRASES)}.`,
      features: [pick(PHRASES), pick(PHRASES), pick(PHRASES)],
      contents: ["One box"],
      images: [],
      price: `${199 + Math.floor(next() * 4800)}.00`,
      stockQuantity: Math.floor(next() * 50),
      ageSuitability: pick(["10+", "12+", "14+", null]),
    };
  });
}

/** Linux's clock ticks per second, the unit of /proc/<pid>/stat's CPU times. */
const CLOCK_TICKS_PER_SECOND = 100;

/**
 * CPU milliseconds the given server processes have used so far (user + system, from /proc).
 * Unlike the wall clock, other programs competing for the cores barely change it, so it shows
 * what a query costs on a shared machine; 0 where /proc cannot be read.
 */
function cpuMilliseconds(pids: number[]): number {
  return pids.reduce((total, pid) => {
    try {
      // Fields after "pid (name) ": state is the first, utime the 12th, stime the 13th.
      const fields = readFileSync(`/proc/${pid}/stat`, "utf8")
        .replace(/^.*\) /s, "")
        .split(" ");
      return total + ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
    } catch {
      return total;
    }
  }, 0);
}

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!;
const milliseconds = (value: number) => `${value.toFixed(2)} ms`.padStart(9);

await runCommand("npm run bench:search", async () => {
  const database = await createTestDatabase("bench");
  onStop(() => database.dispose());
  process.env.DATABASE_URL = database.url;
  // Imported once DATABASE_URL points at the throwaway database.
  const { db } = await import("../lib/db");
  const { seedCatalogue } = await import("../prisma/seed");
  const { searchCatalogue } = await import("../lib/catalog/search");
  const { shopQuerySchema } = await import("../lib/validation/catalogue");

  await seedCatalogue();
  const products = generatedProducts(GENERATED_PRODUCTS);
  for (let start = 0; start < products.length; start += 1_000) {
    await db().product.createMany({ data: products.slice(start, start + 1_000) });
  }
  await db().$executeRaw`ANALYZE`;
  console.log(
    `${await db().product.count()} products; ${MEASURED_RUNS} runs per query after ${WARM_UP_RUNS} warm-up runs.\n`,
  );

  // The server processes serving this benchmark's connections.
  const serverPids = async () =>
    (
      await db().$queryRaw<{ pid: number }[]>`SELECT "pid" FROM pg_stat_activity
        WHERE "datname" = current_database() AND "backend_type" = 'client backend'`
    ).map((row) => row.pid);

  const all: number[] = [];
  for (const params of QUERIES) {
    const query = shopQuerySchema.parse(params);
    const times: number[] = [];
    let result = await searchCatalogue(query, "en");
    for (let run = 0; run < WARM_UP_RUNS; run += 1) result = await searchCatalogue(query, "en");
    const pids = await serverPids();
    const serverCpuBefore = cpuMilliseconds(pids);
    for (let run = 0; run < MEASURED_RUNS; run += 1) {
      const started = performance.now();
      result = await searchCatalogue(query, "en");
      times.push(performance.now() - started);
    }
    const serverCpu = (cpuMilliseconds(pids) - serverCpuBefore) / MEASURED_RUNS;
    times.sort((a, b) => a - b);
    all.push(...times);
    const outcome = result.correctedQuery
      ? `results for "${result.correctedQuery}"`
      : result.matching > 0
        ? "exact"
        : `did you mean ×${result.suggestions.length}`;
    console.log(
      `${JSON.stringify(params).padEnd(58)} p50 ${milliseconds(percentile(times, 0.5))}  p95 ${milliseconds(percentile(times, 0.95))}  server CPU ${milliseconds(serverCpu)}  ${String(result.matching).padStart(5)} found, ${outcome}`,
    );
  }
  all.sort((a, b) => a - b);
  console.log(`\nAll queries: p50 ${milliseconds(percentile(all, 0.5))}  p95 ${milliseconds(percentile(all, 0.95))}`);
  await db().$disconnect();
  return true;
});
