import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import tseslint from "typescript-eslint";
import layers from "./dev-tools/lint/layer-rules.mjs";

const root = import.meta.dirname;

export default defineConfig([
  globalIgnores([
    ".next/**",
    ".data/**",
    "lib/generated/**",
    "next-env.d.ts",
    "test-results/**",
    "playwright-report/**",
  ]),
  ...nextVitals,
  ...nextTypescript,
  {
    files: ["**/*.{ts,tsx}"],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", ignoreRestSiblings: true }],
    },
  },
  {
    // The layers of ARCHITECTURE.md: the browser never gets server code, lib/ never reaches up.
    files: ["**/*.{ts,tsx}"],
    plugins: { layers },
    rules: {
      "layers/server-import-in-client": ["error", { root }],
      "layers/client-import-in-lib": ["error", { root }],
    },
  },
  {
    // No module reaches itself through its imports: a cycle hides which layer depends on which.
    // Type-only imports are erased before anything runs, so they cannot make one.
    files: ["**/*.{ts,tsx,js,mjs}"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [
        createNodeResolver({
          extensions: [".ts", ".tsx", ".js", ".mjs", ".json"],
          tsconfig: { configFile: `${root}/tsconfig.json` },
        }),
      ],
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      // Packages and the generated Prisma client never import the store's code back.
      "import-x/ignore": ["node_modules", "lib/generated/"],
    },
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },
  {
    // Tests may use anything; the code that ships may not.
    files: ["app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}", "lib/**/*.{ts,tsx}"],
    ignores: ["**/*.test.ts"],
    rules: {
      "import/no-restricted-paths": [
        "error",
        {
          basePath: root,
          zones: [
            {
              target: "./lib",
              from: ["./app", "./components"],
              message: "lib/ is below app/ and components/ (ARCHITECTURE.md): pass what it needs in instead.",
            },
            {
              target: ["./app", "./components", "./lib"],
              from: ["./dev-tools", "./test"],
              message: "Development tools and test support are not part of the store.",
            },
            {
              target: "./lib/orders",
              from: ["./lib/wire", "./lib/mail", "./lib/payments"],
              message:
                "Around the order lifecycle the folders depend one way (ARCHITECTURE.md): wire/, mail/ and payments/ import orders/; orders/ reaches e-mail and refunds through the event stream (lib/order-events.ts).",
            },
            {
              target: "./lib/invoices",
              from: "./lib/orders",
              message:
                "The lifecycle calls invoices/ (ARCHITECTURE.md): invoices/ declares what it reads of an order instead of importing orders/.",
            },
          ],
        },
      ],
    },
  },
  {
    // Every string the store accepts goes through text() (lib/validation/text.ts), which refuses
    // what PostgreSQL cannot store (#13 item 8): no plain z.string() where input is read.
    files: ["app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}", "lib/validation/**/*.ts"],
    ignores: ["**/*.test.ts", "lib/validation/text.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.object.name='z'][callee.property.name='string']",
          message: "Use text() from lib/validation/text.ts: it refuses NUL characters, which PostgreSQL cannot store.",
        },
      ],
    },
  },
  {
    // API tests read JSON answers of arbitrary shape; assertions check them.
    files: ["**/*.test.ts"],
    rules: {
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-unsafe-call": "off",
    },
  },
  {
    // A browser test fails when its pages throw or log errors only through e2e/support/test.ts.
    files: ["e2e/**/*.ts"],
    ignores: ["e2e/support/test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@playwright/test",
              importNames: ["test"],
              message: "Import test from e2e/support/test.ts: it fails a test whose pages throw or log errors.",
            },
          ],
        },
      ],
    },
  },
]);
