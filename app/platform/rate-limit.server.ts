/**
 * Per-client limits on the public forms, so a bot loop cannot flood the
 * inquiry or submission tables, set high enough that an honest user never
 * meets them. A fixed window per (form kind, client address).
 *
 * Where the counters live follows the database (rate-limit-store.server.ts):
 * in this process's memory on the embedded database, which has one process,
 * so a check costs no query; in a table on PostgreSQL, where several
 * instances may answer one client and must count its requests together.
 * Either way the limit a client meets is the same.
 *
 * The client is the router context's `clientAddressContext`, which server.mjs takes from the
 * socket, or from X-Forwarded-For only as far as TRUST_PROXY's proxies go.
 */
import { tFor } from "#app/i18n/i18n";
import type { Locale } from "#app/i18n/locales";
import { memoryRateStore, sharedRateStore, type RateStore } from "./rate-limit-store.server";

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
  // Inquiries sent from an agent's or builder's profile page.
  agent: { limit: 20, windowMs: 10 * MINUTE },
  builder: { limit: 20, windowMs: 10 * MINUTE },
  site_visit: { limit: 20, windowMs: 10 * MINUTE },
  listing: { limit: 20, windowMs: 60 * MINUTE },
  photo: { limit: 100, windowMs: 10 * MINUTE },
  // Per account: guesses at the password that confirms deleting it (a stolen session is not enough).
  account_confirm: { limit: 5, windowMs: 10 * MINUTE },
  phone_reveal: { limit: 30, windowMs: 24 * 60 * MINUTE },
  report: { limit: 10, windowMs: 60 * MINUTE },
} satisfies Record<string, RateRule>;
export type RateKind = keyof typeof RATE_RULES;

export type RateDecision = { allowed: true; remaining: number } | { allowed: false; retryAfterSeconds: number };

export function createRateLimiter(
  rules: Record<string, RateRule> = RATE_RULES,
  now: () => number = Date.now,
  store: RateStore = memoryRateStore(now),
) {
  function ruleOf(kind: string): RateRule {
    const rule = rules[kind];
    if (!rule) throw new Error(`No rate rule for ${kind}`);
    return rule;
  }
  // A client address never contains a space, and no kind does: the key is unambiguous.
  const keyOf = (kind: string, client: string) => `${kind} ${client}`;
  const refused = (msLeft: number): RateDecision => ({
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil(msLeft / 1000)),
  });

  return {
    /** Would one more request be allowed? (Counts nothing.) */
    async check(kind: string, client: string): Promise<RateDecision> {
      const rule = ruleOf(kind);
      const window = await store.peek(keyOf(kind, client));
      if (window && window.count >= rule.limit) return refused(window.msLeft);
      return { allowed: true, remaining: rule.limit - (window?.count ?? 0) };
    },
    /**
     * Counts one request, or refuses it when the window is full. Counting and
     * deciding are one step in the store, so two instances answering the same
     * client at the same moment cannot both take the last place.
     */
    async consume(kind: string, client: string): Promise<RateDecision> {
      const rule = ruleOf(kind);
      const window = await store.hit(keyOf(kind, client), rule.windowMs);
      if (window.count > rule.limit) return refused(window.msLeft);
      return { allowed: true, remaining: rule.limit - window.count };
    },
    /** Forgets every count (tests). */
    async reset(): Promise<void> {
      await store.clear();
    },
  };
}

/** The process-wide limiter for public forms, counting in the store the open database calls for. */
export const formLimiter = createRateLimiter(RATE_RULES, Date.now, sharedRateStore());

/**
 * A refused form's message, in the page's language: "You have sent this form
 * too many times. Please wait a minute (or N minutes) and try again, or call
 * us directly." The language's texts are loaded by the request pipeline.
 */
export function rateLimitMessage(retryAfterSeconds: number, locale: Locale = "en"): string {
  const t = tFor(locale, "messages");
  const wait =
    retryAfterSeconds < 60
      ? t("rateLimit.wait.underMinute")
      : t("rateLimit.wait.minutes", { count: Math.ceil(retryAfterSeconds / 60) });
  return t("rateLimit.form", { wait });
}

/** Response headers for a refused request. */
export function retryAfterHeaders(retryAfterSeconds: number): HeadersInit {
  return { "Retry-After": String(retryAfterSeconds) };
}
