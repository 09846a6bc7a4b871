/**
 * Fetching what other people's addresses point at (listing photos, feeds)
 * without letting them point us at ourselves (SSRF):
 *
 * - https only;
 * - the host's name is resolved here and every address it resolves to must be
 *   public: loopback, "this host", link-local (169.254.0.0/16, where cloud
 *   metadata answers), private (10/8, 172.16/12, 192.168/16), carrier-grade
 *   NAT (100.64/10), multicast and reserved ranges, and their IPv6 kin
 *   (::1, fc00::/7, fe80::/10, IPv4-mapped and NAT64 forms) are refused;
 * - the connection is pinned to the address that was checked (no second DNS
 *   answer can swap it), with the name kept for TLS;
 * - each redirect is checked the same way, at most 3;
 * - a size limit (the body is read up to it, never beyond) and a time limit
 *   for the whole exchange;
 * - the content type must be one the caller accepts; a photo must also be an
 *   image by its bytes (sniffed, then read by sharp).
 *
 * FETCH_ALLOW_PRIVATE_HOSTS is for tests only: a comma-separated list of hosts
 * (e.g. `127.0.0.1`) that may be fetched although private, over http too. It is
 * off by default and must never be set in production.
 */
import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import net from "node:net";
import { imageOf, sniffImageType } from "#app/platform/images.server";

export const MAX_REDIRECTS = 3;
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const FEED_MAX_BYTES = 10 * 1024 * 1024;
export const FETCH_TIMEOUT_MS = 20_000;

/** Why a fetch was refused, in words fit for a feed's run log or an import report. */
/**
 * Why a fetch was refused: `message` in English after "The address …", `code` and `values` for a page to say it
 * in its own language (the feeds page: owner.json `feeds.failure.<code>`).
 */
export class FetchRefused extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly values: Record<string, string | number> = {},
  ) {
    super(message);
  }
}

export type FetchKind = "photo" | "feed";

export type FetchOptions = {
  kind: FetchKind;
  maxBytes?: number;
  timeoutMs?: number;
};

export type Fetched = { bytes: Buffer; contentType: string; url: string };

const FEED_TYPES = [
  "text/csv",
  "text/plain",
  "application/csv",
  "application/json",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  "application/octet-stream",
];

function acceptsType(kind: FetchKind, contentType: string): boolean {
  return kind === "photo" ? contentType.startsWith("image/") : FEED_TYPES.includes(contentType);
}

// ---------------------------------------------------------------- which addresses are public

const blocked = new net.BlockList();
for (const [prefix, bits] of [
  ["0.0.0.0", 8], // "this network"
  ["10.0.0.0", 8],
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8],
  ["169.254.0.0", 16], // link-local, cloud metadata (169.254.169.254)
  ["172.16.0.0", 12],
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation
  ["192.168.0.0", 16],
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, broadcast
] as const)
  blocked.addSubnet(prefix, bits, "ipv4");
for (const [prefix, bits] of [
  ["::", 128], // unspecified
  ["::1", 128], // loopback
  ["64:ff9b::", 96], // NAT64: an IPv4 address in disguise
  ["64:ff9b:1::", 48],
  ["100::", 64], // discard
  ["2001:db8::", 32], // documentation
  ["2002::", 16], // 6to4: an IPv4 address in disguise
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["fec0::", 10], // old site-local
  ["ff00::", 8], // multicast
] as const)
  blocked.addSubnet(prefix, bits, "ipv6");

/** The IPv4 address inside an IPv4-mapped or -compatible IPv6 one (::ffff:127.0.0.1, ::ffff:7f00:1). */
function embeddedIpv4(address: string): string | null {
  const dotted = address.match(/^::(?:ffff:(?:0:)?)?(\d+\.\d+\.\d+\.\d+)$/i);
  if (dotted) return dotted[1]!;
  const hex = address.match(/^::(?:ffff:(?:0:)?)?([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i);
  if (hex) {
    const high = parseInt(hex[1]!, 16);
    const low = parseInt(hex[2]!, 16);
    return [high >> 8, high & 255, low >> 8, low & 255].join(".");
  }
  return null;
}

/** True when the address is one anyone on the internet could reach (none of the ranges above). */
export function isPublicAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 0) return false;
  if (family === 4) return !blocked.check(address, "ipv4");
  const inner = embeddedIpv4(address.toLowerCase());
  if (inner) return !blocked.check(inner, "ipv4");
  return !blocked.check(address, "ipv6");
}

/** The test-only exceptions (FETCH_ALLOW_PRIVATE_HOSTS), read on each call so a test can set it. */
function allowedPrivateHosts(): Set<string> {
  return new Set(
    (process.env.FETCH_ALLOW_PRIVATE_HOSTS ?? "")
      .split(",")
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
  );
}

/** The scheme rule alone, for checking a link before anything is fetched: https (http only for a test host). */
export function isFetchableUrl(raw: string): boolean {
  try {
    const url = new URL(raw);
    if (url.username || url.password) return false;
    if (url.protocol === "https:") return true;
    return url.protocol === "http:" && allowedPrivateHosts().has(url.hostname.replace(/^\[|\]$/g, "").toLowerCase());
  } catch {
    return false;
  }
}

type Target = { url: URL; address: string; family: 4 | 6 };

/** Checks a URL and resolves its host to one public address to connect to. */
async function resolveTarget(raw: string): Promise<Target> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new FetchRefused("is not a web address", "notWebAddress");
  }
  const host = url.hostname.replace(/^\[|\]$/g, "").toLowerCase();
  const exempt = allowedPrivateHosts().has(host);
  if (url.protocol !== "https:" && !(exempt && url.protocol === "http:")) {
    throw new FetchRefused("must be an https:// address", "notHttps");
  }
  if (url.username || url.password) throw new FetchRefused("must not carry a user name or password", "credentials");
  let addresses: { address: string; family: number }[];
  if (net.isIP(host)) addresses = [{ address: host, family: net.isIP(host) }];
  else {
    try {
      addresses = await dns.promises.lookup(host, { all: true, verbatim: true });
    } catch {
      throw new FetchRefused("names a host that could not be found", "hostNotFound");
    }
  }
  if (addresses.length === 0) throw new FetchRefused("names a host that could not be found", "hostNotFound");
  // Every answer must be public: a name that also resolves inside the network is refused outright.
  if (!exempt && addresses.some((entry) => !isPublicAddress(entry.address))) {
    throw new FetchRefused("points to a private or local network address, which is not allowed", "privateAddress");
  }
  const [first] = addresses;
  return { url, address: first!.address, family: first!.family === 6 ? 6 : 4 };
}

type Answer = { status: number; location: string | null; contentType: string; body: Buffer };

/** One request, connected to the checked address only, reading at most `maxBytes`. */
function requestOnce(target: Target, maxBytes: number, signal: AbortSignal): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const client = target.url.protocol === "https:" ? https : http;
    const request = client.request(
      target.url,
      {
        method: "GET",
        signal,
        headers: { "user-agent": "Nivaas-fetcher/1.0", accept: "*/*" },
        // Pinned: the socket goes to the address checked above, whatever DNS says now.
        lookup: (_hostname, options, callback) => {
          if ((options as { all?: boolean }).all)
            (callback as unknown as (e: null, list: { address: string; family: number }[]) => void)(null, [
              { address: target.address, family: target.family },
            ]);
          else callback(null, target.address, target.family);
        },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const location = typeof response.headers.location === "string" ? response.headers.location : null;
        const contentType = (response.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
        if (status >= 300 && status < 400) {
          response.resume();
          resolve({ status, location, contentType, body: Buffer.alloc(0) });
          return;
        }
        const declared = Number(response.headers["content-length"]);
        if (Number.isFinite(declared) && declared > maxBytes) {
          response.destroy();
          reject(
            new FetchRefused(`is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`, "tooLarge", {
              megabytes: Math.round(maxBytes / 1024 / 1024),
            }),
          );
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            response.destroy();
            reject(
              new FetchRefused(`is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`, "tooLarge", {
                megabytes: Math.round(maxBytes / 1024 / 1024),
              }),
            );
            return;
          }
          chunks.push(chunk);
        });
        response.on("end", () => resolve({ status, location, contentType, body: Buffer.concat(chunks) }));
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end();
  });
}

/**
 * Fetches `url` under the rules above; throws FetchRefused (with a reason to show) when any of them says no,
 * or when the server does not answer 200 in time.
 */
export async function safeFetch(url: string, options: FetchOptions): Promise<Fetched> {
  const maxBytes = options.maxBytes ?? (options.kind === "photo" ? PHOTO_MAX_BYTES : FEED_MAX_BYTES);
  const signal = AbortSignal.timeout(options.timeoutMs ?? FETCH_TIMEOUT_MS);
  let current = url;
  for (let hop = 0; ; hop += 1) {
    const target = await resolveTarget(current);
    let answer: Answer;
    try {
      answer = await requestOnce(target, maxBytes, signal);
    } catch (error) {
      if (error instanceof FetchRefused) throw error;
      if (signal.aborted) throw new FetchRefused("did not answer in time", "timeout");
      throw new FetchRefused("could not be reached", "unreachable");
    }
    if (answer.status >= 300 && answer.status < 400 && answer.location) {
      if (hop >= MAX_REDIRECTS)
        throw new FetchRefused(`redirected more than ${MAX_REDIRECTS} times`, "redirects", { max: MAX_REDIRECTS });
      current = new URL(answer.location, target.url).toString();
      continue;
    }
    if (answer.status !== 200)
      throw new FetchRefused(`answered with status ${answer.status}`, "status", { status: answer.status });
    if (!acceptsType(options.kind, answer.contentType)) {
      throw options.kind === "photo"
        ? new FetchRefused("is not an image", "notImage")
        : new FetchRefused(`has an unexpected type (${answer.contentType || "none"})`, "type", {
            type: answer.contentType || "none",
          });
    }
    if (options.kind === "photo") await checkImage(answer.body);
    return { bytes: answer.body, contentType: answer.contentType, url: current };
  }
}

/** An image by its bytes, not only by its label: the first bytes, then sharp reads its header. */
async function checkImage(bytes: Buffer): Promise<void> {
  if (!sniffImageType(bytes)) throw new FetchRefused("is not a JPEG, PNG, WebP, GIF or AVIF image", "notImage");
  try {
    const metadata = await (await imageOf(bytes)).metadata();
    if (!metadata.width || !metadata.height) throw new Error("no size");
  } catch {
    throw new FetchRefused("could not be read as an image", "notImage");
  }
}
