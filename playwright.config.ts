import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { E2E_ADMIN, E2E_METRICS_TOKEN } from "./tests/e2e/support/admin-account";

// Browser tests run against the production build on a fresh data folder,
// in Debian's chromium (never a downloaded browser).
const port = Number(process.env.E2E_PORT ?? 3210);
// Set once in the main process; workers inherit it and so find the server's log.
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "nivaas-e2e-"));
const dataDir = process.env.E2E_DATA_DIR;

/**
 * Debian's chromium, never a downloaded browser: CHROMIUM_PATH, else its headless shell when installed
 * (`apt-get install -y chromium-headless-shell`: the same Chromium build without the browser's own interface,
 * which Playwright also runs headless tests in), else /usr/bin/chromium. The whole suite took a quarter less
 * time in the shell on a two-core machine (docs/decisions/055-browser-tests-in-the-headless-shell.md).
 */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const chromiumPath =
  process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  // One retry absorbs a rare timing hiccup on a loaded two-core CI machine;
  // the report still names any test that needed it ("flaky"), and a real
  // regression fails both tries.
  retries: 1,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "off",
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    // The log is kept so tests can read its JSON lines (the outbox's codes and links are in DATA_DIR/outbox.log).
    command: `node server.mjs 2>&1 | tee ${path.join(dataDir, "server.log")}`,
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    // Its lines are in server.log (above). Piping them to the report made the server wait on the
    // reader for every request line (stdout to a pipe is synchronous), and buried the report.
    stdout: "ignore",
    env: {
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      // Tests have no internet: maps draw their pins on a plain background, no tile host is contacted.
      MAP_STYLE_URL: "none",
      METRICS_TOKEN: E2E_METRICS_TOKEN,
      // Requests from this machine may name their client in X-Forwarded-For (as a local proxy's would),
      // so a test can be a public address; the browser sends none, so its address stays 127.0.0.1.
      TRUST_PROXY: "loopback",
    },
  },
});
