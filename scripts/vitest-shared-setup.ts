// For the files that share a worker's modules (vitest.config.ts's "parallel"): one PhonePe
// simulator per worker, started before the first file reads the environment (lib/env.ts).
import { shareWorkersPhonePeSimulator } from "../test/support/phonepe-simulator";

await shareWorkersPhonePeSimulator();
