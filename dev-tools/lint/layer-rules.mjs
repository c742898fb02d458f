/**
 * ESLint rules for the layers of ARCHITECTURE.md that need more than an import path to judge:
 * whether the importing file runs in the browser ("use client", lib/client/) and whether the
 * imported module is server code (it says `import "server-only"`, or it is the generated Prisma
 * client). Type-only imports are always allowed: they vanish from the bundle.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const SERVER_ONLY_MARKER = /^import "server-only";$/m;

const isFile = (file) => existsSync(file) && statSync(file).isFile();

/** The project file an import names, or its unresolved path; null for packages. */
function resolveImport(specifier, importer, root) {
  let base;
  if (specifier.startsWith("@/")) base = path.join(root, specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(importer), specifier);
  else return null;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")];
  return candidates.find(isFile) ?? base;
}

const projectPath = (file, root) => path.relative(root, file).split(path.sep).join("/");

function isTypeOnly(node) {
  const kind = node.importKind ?? node.exportKind;
  if (kind === "type") return true;
  const specifiers = node.specifiers ?? [];
  return specifiers.length > 0 && specifiers.every((s) => (s.importKind ?? s.exportKind) === "type");
}

/** Calls `check(specifier, node)` for every value import, re-export and dynamic import. */
function onValueImports(check) {
  const visit = (node) => {
    if (node.source?.type === "Literal" && typeof node.source.value === "string" && !isTypeOnly(node)) {
      check(node.source.value, node);
    }
  };
  return {
    ImportDeclaration: visit,
    ExportNamedDeclaration: visit,
    ExportAllDeclaration: visit,
    ImportExpression: visit,
  };
}

const isClientFile = (program, file) =>
  file.startsWith("lib/client/") ||
  program.body.some((statement) => statement.type === "ExpressionStatement" && statement.directive === "use client");

function isServerModule(file, root) {
  if (projectPath(file, root).startsWith("lib/generated/")) return true;
  return isFile(file) && SERVER_ONLY_MARKER.test(readFileSync(file, "utf8"));
}

/** A rule with one message, reported where an import breaks it; the project root is its option. */
const layerRule = (description, message, create) => ({
  meta: {
    type: "problem",
    docs: { description },
    schema: [
      { type: "object", properties: { root: { type: "string" } }, required: ["root"], additionalProperties: false },
    ],
    messages: { forbidden: message },
  },
  create(context) {
    const { root } = context.options[0];
    const report = (node, imported) =>
      context.report({ node: node.source, messageId: "forbidden", data: { imported } });
    return create({ context, root, file: projectPath(context.filename, root), report });
  },
});

const serverImportInClient = layerRule(
  "Browser code may not import server modules (database, configuration, logs, auth).",
  "Client code may not import the server module '{{imported}}'; use `import type`, or move the logic to a server module.",
  ({ context, root, file, report }) => {
    let client = false;
    return {
      Program(program) {
        client = isClientFile(program, file);
      },
      ...onValueImports((specifier, node) => {
        if (!client) return;
        if (specifier === "server-only") return report(node, specifier);
        const target = resolveImport(specifier, context.filename, root);
        if (target && isServerModule(target, root)) report(node, projectPath(target, root));
      }),
    };
  },
);

const clientImportInLib = layerRule(
  "lib/ outside lib/client/ may not import the browser's side (lib/client/) for values.",
  "lib/ may not import '{{imported}}' from the browser's side; use `import type`, or move it into lib/.",
  ({ context, root, file, report }) => {
    if (!file.startsWith("lib/") || file.startsWith("lib/client/")) return {};
    return onValueImports((specifier, node) => {
      const target = resolveImport(specifier, context.filename, root);
      const imported = target && projectPath(target, root);
      if (imported?.startsWith("lib/client/")) report(node, imported);
    });
  },
);

const layers = {
  meta: { name: "ganitplay-layers" },
  rules: { "server-import-in-client": serverImportInClient, "client-import-in-lib": clientImportInLib },
};

export default layers;
