/**
 * The administrator the browser tests' server ensures at start-up
 * (ADMIN_EMAIL / ADMIN_PASSWORD in playwright.config.ts) and the tests sign in
 * with: the one place these credentials are written.
 */
export const E2E_ADMIN = { email: "admin@nivaas.test", password: "admin-pass-2026" } as const;
