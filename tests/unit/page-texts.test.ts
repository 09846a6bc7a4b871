/**
 * Each page's texts are loaded by the browser from its route's `handle.texts`
 * and the shared namespaces (app/i18n/page-texts.ts). This reads every route
 * module and what it imports, in the browser's view (not *.server.ts), finds
 * the namespaces they use, and checks that the route names every one: a
 * namespace missing from the list would be fetched late, holding up the page.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SHARED_NAMESPACES } from "#app/i18n/page-texts";
import { NAMESPACES } from "#app/i18n/i18n";
import { LOCALES } from "#app/i18n/locales";

const APP = path.resolve("app");
const KNOWN = new Set<string>(NAMESPACES);

/** The app's source file an import names, or null (a package, or a server-only module). */
function resolve(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith("#app/")) base = path.join(APP, specifier.slice(5));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(from), specifier);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) {
      return /\.server\.tsx?$/.test(candidate) || !/\.tsx?$/.test(candidate) ? null : candidate;
    }
  }
  return null;
}

const IMPORTS = /(?:import|export)\s[^;]*?from\s+"([^"]+)"|import\(\s*"([^"]+)"\s*\)/g;
const USES = [
  /useTranslation\(\s*"([a-z]+)"/g,
  /useTranslation\(\s*\[([^\]]*)\]/g,
  /tFor\([^,()]+,\s*"([a-z]+)"/g,
  /\bns:\s*"([a-z]+)"/g,
  /getFixedT\([^,()]+,\s*"([a-z]+)"/g,
];

/** The namespaces a module and everything it imports (in the browser's view) use. */
function namespacesUsed(entry: string): Set<string> {
  const seen = new Set<string>();
  const used = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    // Type-only imports bring no code.
    const source = fs.readFileSync(file, "utf8").replace(/import type [^;]*;/g, "");
    for (const pattern of USES) {
      for (const match of source.matchAll(pattern)) {
        for (const name of match[1].match(/[a-z]+/g) ?? []) if (KNOWN.has(name)) used.add(name);
      }
    }
    for (const match of source.matchAll(IMPORTS)) {
      const next = resolve(file, match[1] ?? match[2]);
      if (next) queue.push(next);
    }
  }
  return used;
}

/** The namespaces a route module's `handle` names. */
function declared(file: string): string[] {
  const match = /export const handle[^=]*=\s*\{\s*texts:\s*\[([^\]]*)\]/.exec(fs.readFileSync(file, "utf8"));
  return match ? (match[1].match(/[a-z]+/g) ?? []) : [];
}

/** The page routes: every route module of the site frame (app/routes.ts, inside `:lang?`). */
function pageRoutes(): string[] {
  const table = fs.readFileSync(path.join(APP, "routes.ts"), "utf8");
  const frame = table.slice(table.indexOf('route(":lang?"'), table.indexOf('...prefix("admin"'));
  return [...new Set([...frame.matchAll(/"(routes\/[^"]+\.tsx)"/g)].map((m) => path.join(APP, m[1])))].filter(
    (file) => !file.endsWith("site-layout.tsx"),
  );
}

describe("the texts each page loads", () => {
  const shared = new Set<string>(SHARED_NAMESPACES);

  it("the frame of every page (root, site layout) uses only the shared namespaces", () => {
    for (const frame of ["root.tsx", "routes/site-layout.tsx"]) {
      const extra = [...namespacesUsed(path.join(APP, frame))].filter((ns) => !shared.has(ns));
      expect(extra, frame).toEqual([]);
    }
  });

  it("every page route names each namespace its modules use", () => {
    const routes = pageRoutes();
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) {
      const needed = [...namespacesUsed(route)].filter((ns) => !shared.has(ns)).sort();
      expect.soft([...declared(route)].sort(), path.relative(APP, route)).toEqual(needed);
    }
  });

  it("keeps English-keyed texts (messages, values, places) in the namespaces every page loads", () => {
    // translateMessage() looks for them there only: a browser must find exactly what the server found.
    const englishKeyed = (key: string) => key.includes(" ") || /^[A-Z]/.test(key);
    for (const locale of LOCALES) {
      for (const namespace of NAMESPACES.filter((ns) => !shared.has(ns) && ns !== "emails")) {
        const texts = JSON.parse(fs.readFileSync(path.join(APP, "locales", locale, `${namespace}.json`), "utf8"));
        expect(Object.keys(texts).filter(englishKeyed), `${locale}/${namespace}`).toEqual([]);
      }
    }
  });

  it("sees a namespace used in an imported component", () => {
    expect(namespacesUsed(path.join(APP, "routes/list-property.tsx"))).toContain("owner");
    expect(namespacesUsed(path.join(APP, "routes/home.tsx"))).toContain("home");
  });
});
