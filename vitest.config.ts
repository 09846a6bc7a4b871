import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

export default defineConfig({
  resolve: { alias: { "#app": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/integration/**/*.test.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // As the server's start-up does: every language's texts are loaded before anything runs.
    setupFiles: ["tests/support/load-languages.ts"],
    // One migrated database that each test file's database is a copy of (tests/helpers/database.ts).
    globalSetup: ["tests/support/database-template.ts"],
    // The administrator ensured at start-up gets this password (without one it
    // would be a random one, announced once).
    env: { ADMIN_PASSWORD: "integration-admin-pass" },
  },
});
