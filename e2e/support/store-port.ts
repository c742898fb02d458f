/** The port of the store under test: scripts/e2e.ts picks a free one and passes it as E2E_PORT. */
export const STORE_PORT = Number(process.env.E2E_PORT ?? 3210);
