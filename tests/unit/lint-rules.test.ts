import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The architecture rules in eslint.config.js, checked on small sources placed
// (virtually) where they would live in app/.
const eslint = new ESLint({ cwd: fileURLToPath(new URL("../..", import.meta.url)) });

async function ruleHits(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((message) => message.severity === 2).map((message) => `${message.ruleId}`);
}

const routeReading = (call: string) => `
export async function action({ request }: { request: Request }) {
  const body = await ${call};
  return body;
}
`;

describe("lint: request bodies are read only by the bounded reader", () => {
  it("fails on a route that calls request.formData()", async () => {
    expect(await ruleHits(routeReading("request.formData()"), "app/routes/x.tsx")).toContain("no-restricted-syntax");
  });

  it.each(["request.json()", "request.text()", "req.arrayBuffer()", "request.blob()", "request.clone().formData()"])(
    "fails on %s anywhere in app/",
    async (call) => {
      expect(await ruleHits(routeReading(call), "app/server/x.server.ts")).toContain("no-restricted-syntax");
    },
  );

  it("allows the bounded reader itself and a response's json()", async () => {
    expect(await ruleHits(routeReading("request.formData()"), "app/web/request-body.server.ts")).toEqual([]);
    const responseJson = `export const load = () => fetch("/x").then((response) => response.json());\n`;
    expect(await ruleHits(responseJson, "app/routes/x.tsx")).toEqual([]);
  });
});

describe("lint: layers import downwards only", () => {
  it("fails on a domain file importing from components", async () => {
    const code = `import type { ProjectSummary } from "#app/components/catalogue/project-card";\nexport type X = ProjectSummary;\n`;
    expect(await ruleHits(code, "app/domain/x.server.ts")).toContain("import-x/no-restricted-paths");
  });

  it("fails on relative imports of components from the edge and lib", async () => {
    const code = `import { HONEYPOT_FIELD } from "../components/leads/honeypot-field";\nexport const x = HONEYPOT_FIELD;\n`;
    expect(await ruleHits(code, "app/web/x.server.ts")).toContain("import-x/no-restricted-paths");
    expect(await ruleHits(code, "app/lib/x.ts")).toContain("import-x/no-restricted-paths");
  });

  it("fails on lib importing a .server module, and lets routes import components", async () => {
    const server = `import { db } from "#app/platform/db.server";\nexport const x = db;\n`;
    expect(await ruleHits(server, "app/lib/x.ts")).toContain("no-restricted-imports");
    const component = `import { Pagination } from "#app/components/pagination";\nexport const x = Pagination;\n`;
    expect(await ruleHits(component, "app/routes/x.tsx")).toEqual([]);
  });
});

describe("lint: domain code takes typed input", () => {
  it.each(["Request", "FormData", "URLSearchParams"])("fails on a domain function taking %s", async (type) => {
    const code = `export function f(input: ${type}) {\n  return input;\n}\n`;
    expect(await ruleHits(code, "app/domain/x.server.ts")).toContain("no-restricted-syntax");
    expect(await ruleHits(code, "app/routes/x.tsx")).toEqual([]);
  });
});

describe("lint: public screens link within the reader's language", () => {
  const routerLink = `import { Link } from "react-router";\nexport const X = () => <Link to="/residential">x</Link>;\n`;
  const languageLink = `import { Link } from "#app/i18n/link";\nexport const X = () => <Link to="/residential">x</Link>;\n`;

  it("fails on react-router's Link in a public route or component", async () => {
    expect(await ruleHits(routerLink, "app/routes/x.tsx")).toContain("no-restricted-imports");
    expect(await ruleHits(routerLink, "app/components/catalogue/x.tsx")).toContain("no-restricted-imports");
  });

  it("allows the language-keeping Link, and react-router's in the English-only back office", async () => {
    expect(await ruleHits(languageLink, "app/routes/x.tsx")).toEqual([]);
    expect(await ruleHits(routerLink, "app/routes/admin/x.tsx")).toEqual([]);
  });
});
