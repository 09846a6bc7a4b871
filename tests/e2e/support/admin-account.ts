/**
 * The administrator the browser tests' server ensures at start-up
 * (ADMIN_EMAIL / ADMIN_PASSWORD in playwright.config.ts) and the tests sign in
 * with: the one place these credentials are written.
 */
export const E2E_ADMIN = { email: "admin@nivaas.test", password: "admin-pass-2026" } as const;

/** The METRICS_TOKEN of the browser tests' server: `/metrics` answers only with it (app/web/observability.server.ts). */
export const E2E_METRICS_TOKEN = "e2e-metrics-token-2026";
