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
import { log } from "#app/platform/log.server";
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

/** The store the counts are kept in (tests write to it as another instance would). */
export const apiRateStore = store;

/**
 * Counts one request against `policy` for `subject` (the client address for
 * `public`, the key's id otherwise). Counting and deciding are one step in
 * the store, so two instances cannot both give away the last place.
 */
export async function countApiRequest(policy: ApiLimitPolicy, subject: string): Promise<ApiLimitDecision> {
  const { windowMs } = API_LIMITS[policy];
  const window = await store.hit(`api-${policy} ${subject}`, windowMs);
  if (policy === "public") noteSharedWindow(subject, window.count, window.msLeft);
  return decisionOf(policy, window.count, window.msLeft);
}

function decisionOf(policy: ApiLimitPolicy, count: number, msLeft: number): ApiLimitDecision {
  const { limit, windowMs } = API_LIMITS[policy];
  return {
    allowed: count <= limit,
    policy,
    limit,
    remaining: Math.max(0, limit - count),
    resetSeconds: Math.max(1, Math.ceil(msLeft / 1000)),
    windowSeconds: windowMs / 1000,
  };
}

// ---------------------------------------------------------------- anonymous reads counted in batches (ADR 042)

/**
 * Anonymous reads answered from kept bytes (app/web/api/fast-reads.server.ts)
 * are counted here, in memory, and settled with the shared store every
 * `SETTLE_MS` in one statement for every address: a database round trip per
 * request would cost more than the answer. Per address this instance knows
 * `shared` (the store's count when it last answered for the address, which
 * includes every instance's requests), `pending` (counted here since) and
 * `settling` (sent, not yet answered). A request is refused once
 * shared + settling + pending is over the limit, so an address over its
 * limit on the shared count is refused here too within one settle; what the
 * other instances answered meanwhile is the bounded overshoot ADR 042 states.
 */
export const SETTLE_MS = 250;

type LocalWindow = { shared: number; pending: number; settling: number; endsAt: number };

const localWindows = new Map<string, LocalWindow>();
let settleTimer: NodeJS.Timeout | undefined;
let settling: Promise<void> | undefined;

function localWindow(address: string, now: number): LocalWindow {
  let window = localWindows.get(address);
  if (!window || window.endsAt <= now) {
    // Unknown here (or ended): taken as a fresh window until the store says otherwise at the next settle.
    window = { shared: 0, pending: 0, settling: 0, endsAt: now + API_LIMITS.public.windowMs };
    localWindows.set(address, window);
  }
  return window;
}

/** What the store answered for an address (a request counted there directly). */
function noteSharedWindow(address: string, count: number, msLeft: number): void {
  const now = Date.now();
  const window = localWindow(address, now);
  window.shared = count;
  window.endsAt = now + msLeft;
}

/**
 * Counts one anonymous read from `address` without waiting for the store:
 * the decision is taken on what this instance knows, and the count reaches
 * the store at the next settle.
 */
export function countPublicReadLocally(address: string): ApiLimitDecision {
  const now = Date.now();
  const window = localWindow(address, now);
  window.pending += 1;
  scheduleSettle();
  return decisionOf("public", window.shared + window.settling + window.pending, window.endsAt - now);
}

/** Sends the counts made here since the last settle to the shared store, and learns every address's total. */
export function settleApiCounts(): Promise<void> {
  settleTimer = undefined;
  settling ??= settleOnce().then(
    () => {
      settling = undefined;
      if ([...localWindows.values()].some((window) => window.pending > 0)) scheduleSettle();
    },
    (error: unknown) => {
      // Not retried on a timer (a closed or failing database would be asked every 250 ms): the next counted
      // request schedules the next settle, which carries these counts too.
      settling = undefined;
      throw error;
    },
  );
  return settling;
}

function scheduleSettle(): void {
  if (settleTimer) return;
  settleTimer = setTimeout(() => {
    settleApiCounts().catch((error: unknown) =>
      log.warn({ err: error }, "Could not settle the API's address counts; retrying at the next settle"),
    );
  }, SETTLE_MS);
  settleTimer.unref?.();
}

async function settleOnce(): Promise<void> {
  const now = Date.now();
  const batch = new Map<string, number>();
  for (const [address, window] of localWindows) {
    if (window.pending > 0) {
      batch.set(`api-public ${address}`, window.pending);
      window.settling += window.pending;
      window.pending = 0;
    } else if (window.endsAt <= now && window.settling === 0) {
      localWindows.delete(address);
    }
  }
  if (batch.size === 0) return;
  let answered: Map<string, { count: number; msLeft: number }>;
  try {
    answered = await store.addMany(batch, API_LIMITS.public.windowMs);
  } catch (error) {
    // Counted again at the next settle: nothing is lost, the limit is only known later.
    for (const [key, count] of batch) {
      const window = localWindows.get(key.slice("api-public ".length));
      if (window) {
        window.settling = Math.max(0, window.settling - count);
        window.pending += count;
      }
    }
    throw error;
  }
  const at = Date.now();
  for (const [key, count] of batch) {
    const window = localWindows.get(key.slice("api-public ".length));
    const total = answered.get(key);
    if (!window) continue;
    window.settling = Math.max(0, window.settling - count);
    if (total) {
      window.shared = total.count;
      window.endsAt = at + total.msLeft;
    }
  }
}

/** Forgets every count (tests). */
export async function resetApiCounts(): Promise<void> {
  await settling?.catch(() => {});
  localWindows.clear();
  await store.clear();
}
