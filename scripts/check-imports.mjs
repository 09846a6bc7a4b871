/**
 * The import graph of app/, type-only imports included: fails (exit 1) on an
 * import from a lower layer to a higher one (scripts/layers.mjs) and on any
 * circle. ESLint's import-x/no-cycle skips type-only imports, and a type-only
 * circle still ties two modules together, so circles are found here, over
 * every import TypeScript sees. Part of `npm run lint`.
 *
 *   node scripts/check-imports.mjs [root]
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { LAYERS, layerOf } from "./layers.mjs";

const SOURCE = /\.(tsx?|mjs|js)$/;
const EXTENSIONS = ["", ".ts", ".tsx", ".mjs", ".js", "/index.ts", "/index.tsx"];

function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith(".") ? [] : sourceFiles(full);
    return SOURCE.test(entry.name) && !entry.name.endsWith(".d.ts") ? [full] : [];
  });
}

/** The file an import names, from the repository root; null for packages, generated types and assets. */
function resolveImport(root, from, specifier) {
  let base;
  if (specifier.startsWith("#app/")) base = path.join(root, "app", specifier.slice("#app/".length));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(from), specifier);
  else return null;
  if (specifier.includes("+types/") || specifier.includes("?")) return null;
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Every module of app/ and the app modules it imports (statically, dynamically or for types). */
export function importGraph(root) {
  const graph = new Map();
  for (const file of sourceFiles(path.join(root, "app"))) {
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, "utf8"), true, true);
    const targets = new Set();
    for (const { fileName } of importedFiles) {
      const target = resolveImport(root, file, fileName);
      if (target && SOURCE.test(target)) targets.add(path.relative(root, target));
    }
    graph.set(path.relative(root, file), [...targets]);
  }
  return graph;
}

/** The circles of the graph: its strongly connected components of more than one module, or a module importing itself. */
function circles(graph) {
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const visit = (node) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node), low.get(target)));
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node), index.get(target)));
    }
    if (low.get(node) === index.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

/** What is wrong with the import graph under `root`: upward imports and circles, in words. */
export function importProblems(root) {
  const graph = importGraph(root);
  const problems = [];
  for (const [file, targets] of graph) {
    const from = layerOf(file);
    for (const target of targets) {
      const to = layerOf(target);
      if (from >= 0 && to >= 0 && to < from)
        problems.push(`${file} imports ${target}: ${LAYERS[from].name} is below ${LAYERS[to].name}`);
    }
  }
  for (const circle of circles(graph)) problems.push(`import circle: ${circle.join(" → ")}`);
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), ".."));
  const problems = importProblems(root);
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) {
    console.error(`${problems.length} import problem(s): see docs/decisions/007-domain-layer.md`);
    process.exit(1);
  }
}
