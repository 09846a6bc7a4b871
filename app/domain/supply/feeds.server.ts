/**
 * Feeds: an agent, builder or staff account registers a URL that lists its
 * inventory; it is fetched hourly or daily and every listing goes through
 * `ingestListing` (source "feed"), with the same rules as an import.
 *
 * - The feed is fetched by the SSRF-safe fetcher (public https only, 10 MB,
 *   20 s). It is a CSV or XLSX sheet with the bulk import's columns, read by
 *   the import's own readers (import-files.server.ts, import-columns.ts), or
 *   JSON: an array of listings, or `{ "listings": [...], "complete": true }`,
 *   each naming its fields as the template's columns do (`external_ref`,
 *   `property_type`, `photo_urls`…, or the field names themselves). Which one
 *   is told by the content (a zip, a leading [ or {), else the content type.
 * - A complete feed is the whole inventory: a reference the previous complete
 *   run held and this one does not is withdrawn (withdrawListingByRef), never
 *   deleted. A sheet is always complete; a JSON feed with `"complete": false`
 *   (a partial update) withdraws nothing.
 * - Each run is recorded with its counts and first errors; the screen lists
 *   the last ten. Three failed runs in a row pause the feed and e-mail its
 *   owner in their language.
 * - A recurring job looks every five minutes for feeds that are due and runs
 *   each as its own job (one at a time per feed).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, desc, eq, inArray, lte, sql } from "drizzle-orm";
import { db } from "#app/platform/db.server";
import { defineJob, defineRecurringJob, enqueueJob } from "#app/platform/jobs.server";
import { notify } from "#app/platform/notifier.server";
import { FetchRefused, safeFetch } from "#app/platform/safe-fetch.server";
import {
  supplierProfiles,
  supplyFeedRuns,
  supplyFeeds,
  user,
  type SupplyFeed,
  type SupplyFeedRun,
} from "#app/platform/schema";
import { emailsT, siteLink, storedLocale } from "#app/domain/accounts/message-locale.server";
import { tFor } from "#app/i18n/i18n";
import {
  ingestAccountOf,
  ingestListings,
  withdrawListingByRef,
  type IngestRequest,
} from "#app/domain/supply/ingest.server";
import { isBlankRow, mapHeaders, rowToRequest, type HeaderMap, type ImportRowRequest } from "./import-columns";
import { readSheetRows, SheetError, sniffSheet, type SheetFormat } from "./import-files.server";
import { log, maskRecipient } from "#app/platform/log.server";
import { FEED_FAILURES_BEFORE_PAUSE, type FeedInput } from "#app/lib/validation/feeds";

export const FEEDS_DUE_JOB = "supply.feeds-due";
export const FEED_RUN_JOB = "supply.feed-run";
export { FEED_FAILURES_BEFORE_PAUSE };
export const FEED_RUNS_SHOWN = 10;
/** An account's feeds; more is a mistake, not an inventory. */
export const MAX_FEEDS_PER_ACCOUNT = 10;
/** A feed holds at most as many listings as an import file. */
export const MAX_FEED_LISTINGS = 5000;
const ERRORS_KEPT = 20;
/** Listings checked and written together (see ingestListings), as an import's chunk. */
const CHUNK_LISTINGS = 100;

const HOUR_MS = 60 * 60 * 1000;
const INTERVAL_MS = { hourly: HOUR_MS, daily: 24 * HOUR_MS } as const;

export type FeedOwner = { userId: string; staff: boolean };

function ownedWhere(owner: FeedOwner, id: number) {
  return owner.staff ? eq(supplyFeeds.id, id) : and(eq(supplyFeeds.id, id), eq(supplyFeeds.userId, owner.userId));
}

// ---------------------------------------------------------------- managing

/** Feeds are for agents, builders (a supplier profile not rejected) and staff. */
export async function mayUseFeeds(account: { id: string; role: string }): Promise<boolean> {
  const roles = account.role.split(",").map((role) => role.trim());
  if (roles.includes("admin") || roles.includes("agent")) return true;
  const [profile] = await db
    .select({ status: supplierProfiles.status })
    .from(supplierProfiles)
    .where(eq(supplierProfiles.userId, account.id));
  return Boolean(profile && profile.status !== "rejected");
}

export type FeedWithRuns = SupplyFeed & { runs: SupplyFeedRun[] };

/** The account's feeds, newest first, each with its last ten runs. */
export async function listFeeds(userId: string): Promise<FeedWithRuns[]> {
  const feeds = await db
    .select()
    .from(supplyFeeds)
    .where(eq(supplyFeeds.userId, userId))
    .orderBy(desc(supplyFeeds.createdAt), desc(supplyFeeds.id));
  if (feeds.length === 0) return [];
  const runs = await db
    .select()
    .from(supplyFeedRuns)
    .where(
      and(
        inArray(
          supplyFeedRuns.feedId,
          feeds.map((feed) => feed.id),
        ),
        sql`${supplyFeedRuns.id} in (select r.id from supply_feed_runs r where r.feed_id = ${supplyFeedRuns.feedId}
              order by r.started_at desc, r.id desc limit ${FEED_RUNS_SHOWN})`,
      ),
    )
    .orderBy(desc(supplyFeedRuns.startedAt), desc(supplyFeedRuns.id));
  return feeds.map((feed) => ({ ...feed, runs: runs.filter((run) => run.feedId === feed.id) }));
}

export type AddFeedOutcome = { ok: true; id: number } | { ok: false; reason: "tooMany" };

export async function addFeed(userId: string, input: FeedInput): Promise<AddFeedOutcome> {
  const count = await db.$count(supplyFeeds, eq(supplyFeeds.userId, userId));
  if (count >= MAX_FEEDS_PER_ACCOUNT) return { ok: false, reason: "tooMany" };
  const [row] = await db
    .insert(supplyFeeds)
    .values({ userId, url: input.url, schedule: input.schedule })
    .returning({ id: supplyFeeds.id });
  return { ok: true, id: row.id };
}

export async function deleteFeed(owner: FeedOwner, id: number): Promise<boolean> {
  const rows = await db.delete(supplyFeeds).where(ownedWhere(owner, id)).returning({ id: supplyFeeds.id });
  return rows.length > 0;
}

/** Paused by hand or by failures; resuming clears the failure count and makes it due now. */
export async function setFeedPaused(owner: FeedOwner, id: number, paused: boolean): Promise<boolean> {
  const rows = await db
    .update(supplyFeeds)
    .set(paused ? { status: "paused" } : { status: "active", consecutiveFailures: 0, nextRunAt: new Date() })
    .where(ownedWhere(owner, id))
    .returning({ id: supplyFeeds.id });
  return rows.length > 0;
}

export async function ownedFeed(owner: FeedOwner, id: number): Promise<SupplyFeed | null> {
  const [row] = await db.select().from(supplyFeeds).where(ownedWhere(owner, id));
  return row ?? null;
}

// ---------------------------------------------------------------- reading a feed

/** A feed that cannot be read: its English message, and its code and values for owner.json `feeds.failure.<code>`. */
class FeedFormatError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly values: Record<string, string | number> = {},
  ) {
    super(message);
  }
}

/** One listing of a feed: its row (a sheet's row number, the header being row 1; a JSON list's position from 1). */
type FeedItem = { row: number } & ImportRowRequest;

type FeedFormat = "json" | SheetFormat;

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const SHEET_TYPES: Record<string, SheetFormat> = {
  "text/csv": "csv",
  "application/csv": "csv",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": "xlsx",
};

/**
 * What a feed is, by its content where the content says it (an XLSX is a zip; JSON starts with [ or {), else by
 * its content type (CSV, XLSX or JSON), else CSV: servers often send text/plain or application/octet-stream.
 */
function feedFormatOf(contentType: string, bytes: Buffer): FeedFormat {
  if (bytes.subarray(0, 4).equals(ZIP_MAGIC)) return "xlsx";
  const first = bytes
    .subarray(0, 1024)
    .toString("utf8")
    .replace(/^\uFEFF/, "")
    .trimStart()
    .charAt(0);
  if (first === "[" || first === "{") return "json";
  if (contentType === "application/json") return "json";
  return SHEET_TYPES[contentType] ?? "csv";
}

/** A JSON value as the text of a sheet's cell: lists joined as a sheet lists them, nothing evaluated. */
function cellOf(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (Array.isArray(value)) return value.map(cellOf).join("; ");
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}

/** A JSON feed: its listings' keys name the import's columns (`external_ref`, `property_type`, or the field names). */
function readJsonFeed(bytes: Buffer): { items: FeedItem[]; complete: boolean } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(bytes.toString("utf8").replace(/^\uFEFF/, ""));
  } catch {
    throw new FeedFormatError("The feed is not valid JSON", "invalidJson");
  }
  const holder = parsed as { listings?: unknown; complete?: unknown };
  const list = Array.isArray(parsed) ? parsed : Array.isArray(holder?.listings) ? holder.listings : null;
  if (!list)
    throw new FeedFormatError('The feed must be a list of listings, or an object with a "listings" list', "notAList");
  if (list.length > MAX_FEED_LISTINGS)
    throw new FeedFormatError(`The feed holds more than ${MAX_FEED_LISTINGS} listings`, "tooMany", {
      max: MAX_FEED_LISTINGS,
    });
  const complete = Array.isArray(parsed) ? true : holder.complete !== false;
  const items = list.map((raw, index): FeedItem => {
    const entries = raw && typeof raw === "object" && !Array.isArray(raw) ? Object.entries(raw) : [];
    const request = rowToRequest(
      mapHeaders(entries.map(([key]) => key)),
      entries.map(([, value]) => cellOf(value)),
    );
    return { row: index + 1, ...request };
  });
  return { items, complete };
}

/**
 * A CSV or XLSX feed, read as an import's sheet is (the same readers and columns, ADR 035). A sheet has no
 * "complete" flag: it is the whole inventory.
 */
async function readSheetFeed(bytes: Buffer): Promise<{ items: FeedItem[]; complete: boolean }> {
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), "nivaas-feed-"));
  const file = path.join(dir, "feed");
  try {
    await fs.promises.writeFile(file, bytes, { mode: 0o600 });
    const sniffed = await sniffSheet(file);
    if ("problem" in sniffed)
      throw new FeedFormatError("The feed is not JSON, CSV or an Excel (.xlsx) sheet", "notASheet");
    const items: FeedItem[] = [];
    let map: HeaderMap | null = null;
    for await (const sheetRow of readSheetRows(file, sniffed.format)) {
      if (isBlankRow(sheetRow.cells)) continue;
      if (!map) {
        map = mapHeaders(sheetRow.cells);
        if (map.columns.every((column) => column === null))
          throw new FeedFormatError("The feed's first row names none of the import template's columns", "noColumns");
        continue;
      }
      if (items.length >= MAX_FEED_LISTINGS)
        throw new FeedFormatError(`The feed holds more than ${MAX_FEED_LISTINGS} listings`, "tooMany", {
          max: MAX_FEED_LISTINGS,
        });
      items.push({ row: sheetRow.rowNumber, ...rowToRequest(map, sheetRow.cells) });
    }
    return { items, complete: true };
  } catch (error) {
    if (error instanceof SheetError)
      throw new FeedFormatError("The feed is not JSON, CSV or an Excel (.xlsx) sheet", "notASheet");
    throw error;
  } finally {
    await fs.promises.rm(dir, { recursive: true, force: true });
  }
}

function readFeed(fetched: { bytes: Buffer; contentType: string }): Promise<{ items: FeedItem[]; complete: boolean }> {
  const format = feedFormatOf(fetched.contentType, fetched.bytes);
  return format === "json" ? Promise.resolve(readJsonFeed(fetched.bytes)) : readSheetFeed(fetched.bytes);
}

// ---------------------------------------------------------------- running

export type FeedRunOutcome = SupplyFeedRun;

/** Fetches and ingests one feed now, records the run, and pauses the feed after three failures in a row. */
export async function runFeed(feedId: number, now = new Date()): Promise<FeedRunOutcome | null> {
  const [feed] = await db.select().from(supplyFeeds).where(eq(supplyFeeds.id, feedId));
  if (!feed) return null;
  const [run] = await db.insert(supplyFeedRuns).values({ feedId, status: "failed", startedAt: now }).returning();
  const counts = { newCount: 0, changedCount: 0, unchangedCount: 0, errorCount: 0, withdrawnCount: 0 };
  const errors: SupplyFeedRun["errors"] = [];
  let failure: { message: string; code: string; values: Record<string, string | number> } | null = null;
  let refs: string[] | null = null;
  try {
    const account = await ingestAccountOf(feed.userId);
    if (!account) throw new FeedFormatError("The feed's account no longer exists", "account");
    const fetched = await safeFetch(feed.url, { kind: "feed" });
    const { items, complete } = await readFeed(fetched);
    const present = new Set<string>();
    // A reference the feed names is present even when its row is wrong: a typo never withdraws a listing.
    for (const item of items) if (item.externalRef) present.add(item.externalRef);
    for (let start = 0; start < items.length; start += CHUNK_LISTINGS) {
      const chunk = items.slice(start, start + CHUNK_LISTINGS);
      const results = await ingestListings(
        chunk.map((item) => ({
          account,
          source: "feed" as const,
          externalRef: item.externalRef,
          listing: item.listing as IngestRequest["listing"],
          photoUrls: item.photoUrls,
        })),
        { dryRun: false },
      );
      for (const [index, result] of results.entries()) {
        const item = chunk[index]!;
        if (result.outcome === "invalid") {
          counts.errorCount += 1;
          for (const error of result.errors) {
            if (errors.length < ERRORS_KEPT) errors.push({ row: item.row, ref: item.externalRef ?? null, ...error });
          }
        } else counts[`${result.outcome}Count`] += 1;
      }
      // The server answers what waited while the chunk was written.
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
    if (complete) {
      for (const ref of feed.lastRefs) {
        if (present.has(ref)) continue;
        if ((await withdrawListingByRef(account, ref, { id: feed.userId, name: "feed" })) === "withdrawn")
          counts.withdrawnCount += 1;
      }
      refs = [...present];
    }
  } catch (error) {
    if (error instanceof FetchRefused)
      failure = { message: `The feed address ${error.message}`, code: `fetch.${error.code}`, values: error.values };
    else if (error instanceof FeedFormatError)
      failure = { message: error.message, code: `read.${error.code}`, values: error.values };
    else {
      log.error({ err: error, feed: feedId }, "A feed run failed");
      failure = { message: "The feed could not be read", code: "unreadable", values: {} };
    }
  }

  const failures = failure ? feed.consecutiveFailures + 1 : 0;
  const pauses = failures >= FEED_FAILURES_BEFORE_PAUSE && feed.status === "active";
  const [recorded] = await db
    .update(supplyFeedRuns)
    .set({
      ...counts,
      status: failure ? "failed" : "ok",
      failure: failure?.message ?? null,
      failureCode: failure?.code ?? null,
      failureValues: failure?.values ?? null,
      errors,
      finishedAt: new Date(),
    })
    .where(eq(supplyFeedRuns.id, run.id))
    .returning();
  await db
    .update(supplyFeeds)
    .set({
      consecutiveFailures: failures,
      nextRunAt: new Date(now.getTime() + INTERVAL_MS[feed.schedule === "hourly" ? "hourly" : "daily"]),
      ...(refs ? { lastRefs: refs } : {}),
      ...(pauses ? { status: "paused" } : {}),
    })
    .where(eq(supplyFeeds.id, feedId));
  if (pauses) await tellOwnerPaused(feed, failure!);
  return recorded;
}

async function tellOwnerPaused(feed: SupplyFeed, failure: { code: string; values: Record<string, string | number> }) {
  const [owner] = await db
    .select({ email: user.email, name: user.name, locale: user.locale })
    .from(user)
    .where(eq(user.id, feed.userId));
  if (!owner) return;
  const locale = storedLocale(owner.locale);
  const t = await emailsT(locale);
  // The reason in the owner's language, as the feeds page says it.
  const reason = (tFor(locale, "owner") as unknown as (key: string, values: object) => string)(
    `feeds.failure.${failure.code}`,
    failure.values,
  );
  try {
    await notify({
      channel: "email",
      to: owner.email,
      subject: t("feeds.pausedSubject"),
      text: t("feeds.pausedText", {
        name: owner.name,
        url: feed.url,
        count: FEED_FAILURES_BEFORE_PAUSE,
        reason,
        link: siteLink(locale, "/my-listings/feeds"),
      }),
    });
  } catch (error) {
    log.error({ err: error, to: maskRecipient(owner.email) }, `Could not e-mail the owner of feed ${feed.id}`);
  }
}

/** Queues a run of every active feed that is due (one queued run per feed at a time). */
export async function queueDueFeeds(now = new Date()): Promise<number> {
  const due = await db
    .select({ id: supplyFeeds.id })
    .from(supplyFeeds)
    .where(and(eq(supplyFeeds.status, "active"), lte(supplyFeeds.nextRunAt, now)));
  for (const { id } of due) await enqueueJob(FEED_RUN_JOB, { feedId: id }, { singletonKey: `${FEED_RUN_JOB}:${id}` });
  return due.length;
}

defineJob<{ feedId: number }>(
  FEED_RUN_JOB,
  async ({ feedId }) => {
    await runFeed(feedId);
  },
  // A failed fetch is a recorded run, not a job failure: retries would count it three times.
  { maxAttempts: 1, compactHeap: true },
);

defineRecurringJob(FEEDS_DUE_JOB, 5 * 60 * 1000, async () => {
  await queueDueFeeds();
});
