import { defineConfig } from "drizzle-kit";

// Generates SQL migrations from app/server/schema.ts into ./drizzle (committed).
// They are applied by the server at start-up (app/server/db.server.ts).
export default defineConfig({
  dialect: "postgresql",
  schema: "./app/server/schema.ts",
  out: "./drizzle",
});
