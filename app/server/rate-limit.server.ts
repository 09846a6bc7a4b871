/**
 * Per-client limits on the public forms, so a bot loop cannot flood the
 * inquiry or submission tables, set high enough that an honest user never
 * meets them. A fixed window per (form kind, client address).
 *
 * Counters live in this process's memory, not in the database: the server is
 * one process (PGlite has a single owner), a check costs no query and no write
 * on the hot path, and losing the counters on a restart only gives a client a
 * fresh window. Running several instances behind a load balancer would need a
 * shared store (the rate_limit table) instead.
 *
 * The client is the router context's `clientAddressContext`, which server.mjs takes from the
 * socket, or from X-Forwarded-For only as far as TRUST_PROXY's proxies go.
 */
import { data } from "react-router";

export type RateRule = { limit: number; windowMs: number };

const MINUTE = 60_000;

/**
 * Generous for people, tight for scripts. Only requests that would store
 * something count (a form sent back with field errors does not), except photo
 * uploads, which cost work whether or not they are ever submitted.
 */
export const RATE_RULES = {
  contact: { limit: 20, windowMs: 10 * MINUTE },
  property: { limit: 20, windowMs: 10 * MINUTE },
  project: { limit: 20, windowMs: 10 * MINUTE },
  site_visit: { limit: 20, windowMs: 10 * MINUTE },
  listing: { limit: 20, windowMs: 60 * MINUTE },
  photo: { limit: 100, windowMs: 10 * MINUTE },
  phone_reveal: { limit: 30, windowMs: 24 * 60 * MINUTE },
  report: { limit: 10, windowMs: 60 * MINUTE },
} satisfies Record<string, RateRule>;
export type RateKind = keyof typeof RATE_RULES;

export type RateDecision = { allowed: true; remaining: number } | { allowed: false; retryAfterSeconds: number };

type Window = { startedAt: number; count: number };

/** Past this many tracked clients, expired windows are swept on the next call. */
const SWEEP_THRESHOLD = 10_000;

export function createRateLimiter(rules: Record<string, RateRule> = RATE_RULES, now: () => number = Date.now) {
  const windows = new Map<string, Window>();

  function current(kind: string, client: string): { key: string; rule: RateRule; window: Window | undefined } {
    const rule = rules[kind];
    if (!rule) throw new Error(`No rate rule for ${kind}`);
    const key = `${kind}\u0000${client}`;
    const window = windows.get(key);
    if (window && now() - window.startedAt >= rule.windowMs) {
      windows.delete(key);
      return { key, rule, window: undefined };
    }
    return { key, rule, window };
  }

  function sweep() {
    if (windows.size < SWEEP_THRESHOLD) return;
    const time = now();
    for (const [key, window] of windows) {
      const rule = rules[key.slice(0, key.indexOf("\u0000"))];
      if (!rule || time - window.startedAt >= rule.windowMs) windows.delete(key);
    }
  }

  function refused(rule: RateRule, window: Window): RateDecision {
    return {
      allowed: false,
      retryAfterSeconds: Math.max(1, Math.ceil((window.startedAt + rule.windowMs - now()) / 1000)),
    };
  }

  return {
    /** Would one more request be allowed? (Counts nothing.) */
    check(kind: string, client: string): RateDecision {
      const { rule, window } = current(kind, client);
      if (window && window.count >= rule.limit) return refused(rule, window);
      return { allowed: true, remaining: rule.limit - (window?.count ?? 0) };
    },
    /** Counts one request, or refuses it when the window is full. */
    consume(kind: string, client: string): RateDecision {
      sweep();
      const { key, rule, window } = current(kind, client);
      if (window && window.count >= rule.limit) return refused(rule, window);
      const next = window ?? { startedAt: now(), count: 0 };
      next.count += 1;
      windows.set(key, next);
      return { allowed: true, remaining: rule.limit - next.count };
    },
    reset() {
      windows.clear();
    },
  };
}

/** The process-wide limiter for public forms. */
export const formLimiter = createRateLimiter();

export function rateLimitMessage(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const wait = retryAfterSeconds < 60 ? "a minute" : minutes === 1 ? "1 minute" : `${minutes} minutes`;
  return `You have sent this form too many times. Please wait ${wait} and try again, or call us directly.`;
}

/** Response headers for a refused request. */
export function retryAfterHeaders(retryAfterSeconds: number): HeadersInit {
  return { "Retry-After": String(retryAfterSeconds) };
}

/** A 429 carrying the form's usual failure shape, for actions that return `data`. */
export function tooManyRequests<T extends object>(retryAfterSeconds: number, extra: T) {
  return data(
    { ...extra, formError: rateLimitMessage(retryAfterSeconds) },
    { status: 429, headers: retryAfterHeaders(retryAfterSeconds) },
  );
}
