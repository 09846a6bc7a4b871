/**
 * npm run openapi — writes the public API's OpenAPI document, generated from
 * the endpoints' zod schemas (app/web/api/openapi.server.ts), to
 * docs/api/openapi.json. `npm run openapi -- --check` only compares and exits
 * 1 when the committed copy differs from the code (tests/integration/api-contract.test.ts does the same).
 */
import fs from "node:fs";
import path from "node:path";
import { openApiJson } from "#app/web/api/openapi.server";

const target = path.resolve("docs/api/openapi.json");
const generated = openApiJson();
if (process.argv.includes("--check")) {
  const committed = fs.existsSync(target) ? fs.readFileSync(target, "utf8") : "";
  if (committed !== generated) {
    console.error(`${path.relative(process.cwd(), target)} differs from the code: run npm run openapi and commit it.`);
    process.exit(1);
  }
  console.log(`${path.relative(process.cwd(), target)} matches the code.`);
} else {
  fs.writeFileSync(target, generated);
  console.log(`Wrote ${path.relative(process.cwd(), target)}.`);
}
