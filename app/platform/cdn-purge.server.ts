/**
 * Purging a CDN by change key (ADR 031). Public answers carry their keys in
 * `Surrogate-Key` and `Cache-Tag`; when CDN_PURGE_URL is set, every change
 * this instance announces (data-changes.server.ts) becomes a `cdn.purge` job
 * that asks the CDN to drop what carries those keys. A job, so a CDN that is
 * slow or down never holds up the answer to the write, and a failed purge is
 * retried (and shown to staff once it gives up). Until it runs the CDN keeps
 * serving its copy within the s-maxage the pages allow (60 s).
 *
 * CDN_PURGE_KIND says how the request is made:
 * - `json` (the default): `POST CDN_PURGE_URL` with
 *   `{"keys": ["property-12", "properties-residential"], "everything": false}`
 *   (`everything: true`, keys `["everything"]`, when a change names everything),
 *   at most 256 keys per request, `Authorization: Bearer CDN_PURGE_TOKEN` when set.
 *   Any 2xx answer is success.
 * - `cloudflare`: CDN_PURGE_URL is `https://api.cloudflare.com/client/v4/zones/<zone id>/purge_cache`;
 *   `{"tags": [...]}` (30 per request) or `{"purge_everything": true}`, with the API token as a bearer token.
 * - `fastly`: CDN_PURGE_URL is `https://api.fastly.com/service/<service id>/purge`; the keys in a
 *   `Surrogate-Key` header (256 per request), or `…/purge_all` for everything, with `Fastly-Key: CDN_PURGE_TOKEN`.
 */
import { EVERYTHING, type ChangeKey } from "./change-keys.server";
import { onChangeAnnouncedHere } from "./data-changes.server";
import { defineJob, enqueueJob } from "./jobs.server";
import { log } from "./log.server";

export const CDN_PURGE_JOB = "cdn.purge";

export type CdnPurgeKind = "json" | "cloudflare" | "fastly";
export type CdnPurgeConfig = { url: string; kind: CdnPurgeKind; token: string | null };
export type PurgeRequest = { url: string; method: "POST"; headers: Record<string, string>; body?: string };

const KINDS: CdnPurgeKind[] = ["json", "cloudflare", "fastly"];
const KEYS_PER_REQUEST: Record<CdnPurgeKind, number> = { json: 256, cloudflare: 30, fastly: 256 };

/** The purge configuration from the environment, or null when CDN_PURGE_URL is not set. */
export function cdnPurgeConfig(vars: NodeJS.ProcessEnv = process.env): CdnPurgeConfig | null {
  const url = vars.CDN_PURGE_URL?.trim();
  if (!url) return null;
  const kind = (vars.CDN_PURGE_KIND?.trim() || "json") as CdnPurgeKind;
  if (!KINDS.includes(kind)) throw new Error(`CDN_PURGE_KIND must be one of ${KINDS.join(", ")}; it is "${kind}"`);
  return { url, kind, token: vars.CDN_PURGE_TOKEN?.trim() || null };
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** The HTTP requests that purge `keys` from the configured CDN. */
export function purgeRequests(config: CdnPurgeConfig, keys: ChangeKey[]): PurgeRequest[] {
  const everything = keys.includes(EVERYTHING);
  const bearer: Record<string, string> = config.token ? { authorization: `Bearer ${config.token}` } : {};
  const json = { "content-type": "application/json" };
  switch (config.kind) {
    case "cloudflare":
      if (everything) {
        return [
          { url: config.url, method: "POST", headers: { ...json, ...bearer }, body: '{"purge_everything":true}' },
        ];
      }
      return chunks(keys, KEYS_PER_REQUEST.cloudflare).map((tags) => ({
        url: config.url,
        method: "POST",
        headers: { ...json, ...bearer },
        body: JSON.stringify({ tags }),
      }));
    case "fastly": {
      const fastlyKey: Record<string, string> = config.token ? { "fastly-key": config.token } : {};
      if (everything) {
        return [{ url: config.url.replace(/\/purge\/?$/, "/purge_all"), method: "POST", headers: fastlyKey }];
      }
      return chunks(keys, KEYS_PER_REQUEST.fastly).map((part) => ({
        url: config.url,
        method: "POST",
        headers: { ...fastlyKey, "surrogate-key": part.join(" ") },
      }));
    }
    default:
      return chunks(everything ? [EVERYTHING] : keys, KEYS_PER_REQUEST.json).map((part) => ({
        url: config.url,
        method: "POST",
        headers: { ...json, ...bearer },
        body: JSON.stringify({ keys: part, everything }),
      }));
  }
}

const PURGE_TIMEOUT_MS = 10_000;

/** Sends the purge of `keys`; throws on a refusal or a network failure (the job is retried). */
export async function purgeCdn(keys: ChangeKey[], config = cdnPurgeConfig()): Promise<void> {
  if (!config) return;
  for (const request of purgeRequests(config, keys)) {
    const response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal: AbortSignal.timeout(PURGE_TIMEOUT_MS),
    });
    if (!response.ok) {
      const text = (await response.text()).slice(0, 300);
      throw new Error(`The CDN refused the purge with ${response.status}: ${text}`);
    }
  }
}

defineJob<{ keys: ChangeKey[] }>(CDN_PURGE_JOB, ({ keys }) => purgeCdn(keys), { backoffMs: 5_000 });

// Every change announced here, once: the instance that made the change purges it.
onChangeAnnouncedHere((keys) => {
  try {
    if (!cdnPurgeConfig()) return;
  } catch (error) {
    log.error({ err: error }, "No CDN purge");
    return;
  }
  enqueueJob(CDN_PURGE_JOB, { keys }).catch((error: unknown) => {
    log.error({ err: error, keys }, "Could not queue the CDN purge");
  });
});
