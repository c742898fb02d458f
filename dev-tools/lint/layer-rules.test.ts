/**
 * The layer rules as `npm run lint` applies them (the project's own eslint.config.mjs), on
 * snippets linted as if they were files at the given paths.
 */
import path from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

let eslint: ESLint;

/** The rules under test; the others (typed ones among them) are the project's own lint's to run. */
const LAYER_RULES = new Set([
  "import/no-restricted-paths",
  "layers/server-import-in-client",
  "layers/client-import-in-lib",
]);

beforeAll(async () => {
  eslint = new ESLint({
    cwd: path.resolve(import.meta.dirname, "../.."),
    ruleFilter: ({ ruleId }) => LAYER_RULES.has(ruleId),
    // No type information: none of these rules reads it, and building the whole project's program was most of the time.
    overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  });
  await eslint.lintText("export {};\n", { filePath: "lib/warm-up.ts" });
}, 120_000);

async function problems(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map(({ ruleId, message }) => ({ ruleId, message }));
}

describe("layer rules", () => {
  it.each([
    {
      filePath: "lib/x.ts",
      code: 'import { SiteHeader } from "@/components/layout/site-header";\nexport const a = SiteHeader;\n',
      ruleId: "import/no-restricted-paths",
      message: /lib\/ is below app\/ and components\//,
    },
    {
      filePath: "lib/x.ts",
      code: 'import { startPhonePeSimulator } from "../dev-tools/phonepe-simulator/server";\nexport const a = startPhonePeSimulator;\n',
      ruleId: "import/no-restricted-paths",
      message: /Development tools and test support/,
    },
    {
      filePath: "components/cart/x.tsx",
      code: '"use client";\nimport { db } from "@/lib/db";\nexport const a = db;\n',
      ruleId: "layers/server-import-in-client",
      message: /server module 'lib\/db\.ts'/,
    },
    {
      filePath: "lib/client/x.ts",
      code: 'import { requireUser } from "../auth/session";\nexport const a = requireUser;\n',
      ruleId: "layers/server-import-in-client",
      message: /server module 'lib\/auth\/session\.ts'/,
    },
    {
      filePath: "lib/orders/x.ts",
      code: 'import { checkPincode } from "../client/delivery";\nexport const a = checkPincode;\n',
      ruleId: "layers/client-import-in-lib",
      message: /'lib\/client\/delivery\.ts'/,
    },
    {
      filePath: "lib/orders/lifecycle/x.ts",
      code: 'import { queueEmail } from "../../mail/queue-email";\nexport const a = queueEmail;\n',
      ruleId: "import/no-restricted-paths",
      message: /the folders depend one way/,
    },
    {
      filePath: "lib/orders/x.ts",
      code: 'import type { PincodeData } from "../wire/delivery";\nexport type A = PincodeData;\n',
      ruleId: "import/no-restricted-paths",
      message: /the folders depend one way/,
    },
    {
      filePath: "lib/invoices/x.ts",
      code: 'import type { Order } from "../orders/order";\nexport type A = Order;\n',
      ruleId: "import/no-restricted-paths",
      message: /declares what it reads of an order/,
    },
  ])("refuses $filePath importing $code", async ({ filePath, code, ruleId, message }) => {
    expect(await problems(filePath, code)).toContainEqual({ ruleId, message: expect.stringMatching(message) });
  });

  it.each([
    {
      // Types vanish from the bundle; lib/money.ts is shared with the browser.
      filePath: "components/cart/x.tsx",
      code: '"use client";\nimport type { Product } from "@/lib/catalog/product";\nimport { formatRupees } from "@/lib/money";\nexport type A = Product;\nexport const b = formatRupees;\n',
    },
    {
      filePath: "components/cart/x.tsx",
      code: 'import { db } from "@/lib/db";\nexport const a = db;\n',
    },
    {
      filePath: "lib/orders/x.ts",
      code: 'import type { PincodeAnswer } from "../client/delivery";\nexport type A = PincodeAnswer;\n',
    },
    {
      filePath: "lib/payments/phonepe/x.test.ts",
      code: 'import { startPhonePeSimulator } from "../../../dev-tools/phonepe-simulator/server";\nexport const a = startPhonePeSimulator;\n',
    },
  ])("allows $filePath importing $code", async ({ filePath, code }) => {
    expect(await problems(filePath, code)).toEqual([]);
  });
});
