import { defineConfig } from "drizzle-kit";

// Generates SQL migrations from app/platform/schema.ts into ./drizzle (committed).
// They are applied by the server at start-up (app/platform/db.server.ts).
export default defineConfig({
  dialect: "postgresql",
  schema: "./app/platform/schema.ts",
  out: "./drizzle",
});
