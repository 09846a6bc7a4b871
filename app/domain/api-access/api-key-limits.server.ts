/**
 * How much the public API answers, per key and per address (ADR 037):
 *
 * - `public`: requests without a key, per client address: enough for a
 *   person or a small site, so heavy users take a key.
 * - `read`: reads with a key, per key.
 * - `write`: writes (PUT, DELETE) with a key, per key: 60 a minute, so the
 *   61st write in a minute is refused.
 *
 * Counted in fixed one-minute windows in the platform's rate store
 * (app/platform/rate-limit-store.server.ts): in the `rate_limit_windows` table
 * on PostgreSQL, shared by every instance (one atomic upsert per request), in
 * memory on the embedded database, which has one process. Each limit can be
 * changed with an environment variable (per minute), for installations whose
 * partners need more, and for load benchmarks.
 */
import { sharedRateStore } from "#app/platform/rate-limit-store.server";

export type ApiLimitPolicy = "public" | "read" | "write";

const MINUTE_MS = 60_000;

function perMinute(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/** Requests allowed per window, and the window. */
export const API_LIMITS: Record<ApiLimitPolicy, { limit: number; windowMs: number }> = {
  public: { limit: perMinute("API_PUBLIC_LIMIT", 300), windowMs: MINUTE_MS },
  read: { limit: perMinute("API_READ_LIMIT", 1200), windowMs: MINUTE_MS },
  write: { limit: perMinute("API_WRITE_LIMIT", 60), windowMs: MINUTE_MS },
};

/** One counted request: whether it may be answered, and what the `RateLimit` headers report. */
export type ApiLimitDecision = {
  allowed: boolean;
  policy: ApiLimitPolicy;
  limit: number;
  /** Requests left in this window after this one. */
  remaining: number;
  /** Seconds until the window ends (and, when refused, until a request may be sent again). */
  resetSeconds: number;
  windowSeconds: number;
};

const store = sharedRateStore();

/**
 * Counts one request against `policy` for `subject` (the client address for
 * `public`, the key's id otherwise). Counting and deciding are one step in
 * the store, so two instances cannot both give away the last place.
 */
export async function countApiRequest(policy: ApiLimitPolicy, subject: string): Promise<ApiLimitDecision> {
  const { limit, windowMs } = API_LIMITS[policy];
  const window = await store.hit(`api-${policy} ${subject}`, windowMs);
  return {
    allowed: window.count <= limit,
    policy,
    limit,
    remaining: Math.max(0, limit - window.count),
    resetSeconds: Math.max(1, Math.ceil(window.msLeft / 1000)),
    windowSeconds: windowMs / 1000,
  };
}

/** Forgets every count (tests). */
export function resetApiCounts(): Promise<void> {
  return store.clear();
}
