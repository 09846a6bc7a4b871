/**
 * The layer rules refuse what they should (docs/decisions/007-domain-layer.md):
 * ESLint's zones an import from a higher layer, type-only ones included, and
 * scripts/check-imports.mjs a circle, type-only ones included. The real tree
 * passes both.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";
import { importProblems } from "../../scripts/check-imports.mjs";

const root = path.resolve(import.meta.dirname, "../..");

async function lintAs(filePath: string, code: string) {
  const eslint = new ESLint({ cwd: root });
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result.messages.filter((message) => message.ruleId === "import-x/no-restricted-paths");
}

describe("layer rules", () => {
  it("ESLint refuses a domain module importing the HTTP edge, even for a type", async () => {
    const code = `import type { SessionUser } from "#app/web/session.server";\nexport type Viewer = SessionUser;\n`;
    const refused = await lintAs("app/domain/site/forbidden-example.server.ts", code);
    expect(refused).toHaveLength(1);
    expect(refused[0].message).toContain("domain is below");
  }, 60_000);

  it("ESLint refuses platform importing the domain and a component importing a route", async () => {
    const platform = await lintAs(
      "app/platform/forbidden-example.server.ts",
      `import { getSettings } from "#app/domain/site/settings.server";\nexport const settings = getSettings;\n`,
    );
    expect(platform).toHaveLength(1);
    const component = await lintAs(
      "app/components/forbidden-example.tsx",
      `import type { loader } from "#app/routes/home";\nexport type HomeLoader = typeof loader;\n`,
    );
    expect(component).toHaveLength(1);
  }, 60_000);

  it("ESLint lets a route use every layer below it", async () => {
    const code = [
      `import { getSettings } from "#app/domain/site/settings.server";`,
      `import { db } from "#app/platform/db.server";`,
      `import { todayInIndia } from "#app/lib/format";`,
      `export const used = [getSettings, db, todayInIndia];`,
    ].join("\n");
    expect(await lintAs("app/routes/allowed-example.tsx", `${code}\n`)).toEqual([]);
  }, 60_000);

  it("the import check finds a type-only circle and an upward import", () => {
    const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "nivaas-imports-"));
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true });
      fs.writeFileSync(path.join(scratch, file), text);
    };
    write("app/lib/a.ts", `import type { B } from "./b";\nexport type A = { b?: B };\n`);
    write("app/lib/b.ts", `import type { A } from "#app/lib/a";\nexport type B = { a?: A };\n`);
    write("app/platform/c.server.ts", `import { rule } from "#app/domain/x/rule.server";\nexport const c = rule;\n`);
    write("app/domain/x/rule.server.ts", `export const rule = 1;\n`);
    const problems: string[] = importProblems(scratch);
    expect(problems).toContain("import circle: app/lib/a.ts → app/lib/b.ts");
    expect(problems).toContain(
      "app/platform/c.server.ts imports app/domain/x/rule.server.ts: platform is below domain",
    );
    fs.rmSync(scratch, { recursive: true, force: true });
  });

  it("the real tree has no upward import and no circle", () => {
    expect(importProblems(root)).toEqual([]);
  });
});
