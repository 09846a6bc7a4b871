/**
 * Saved-search alerts (docs/decisions/013-saved-search-matching.md).
 *
 * When a property becomes visible or its price is lowered (listing events,
 * run as jobs), one statement records an alert for every saved search the
 * property now matches — matched with the list pages' own filter
 * (property-filter.server.ts). The unique index on (search, property, change)
 * makes each piece of news one row: a listing once per search, a price drop
 * once per change, however often a job reruns. Instant searches are told at
 * once; daily and weekly ones collect their rows into one digest. Each
 * channel's send is marked on the row after notify() returns, so a rerun
 * after a failure (the queue retries with backoff) sends only what did not go.
 */
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import { db, queryRows } from "#app/platform/db.server";
import { defineJob, defineRecurringJob } from "#app/platform/jobs.server";
import { notify } from "#app/platform/notifier.server";
import { env } from "#app/platform/env.server";
import { emailsT, siteLink, storedLocale, type EmailsT } from "#app/domain/accounts/message-locale.server";
import { UNSUBSCRIBE_PATH, unsubscribeToken } from "#app/domain/seekers/unsubscribe-tokens.server";
import {
  notificationPreferences,
  properties,
  propertyPriceChanges,
  savedSearchAlerts,
  savedSearches,
  user,
} from "#app/platform/schema";
import { getSettings } from "#app/domain/site/settings.server";
import { savedSearchMatchCondition } from "#app/domain/catalogue/property-filter.server";
import {
  LISTING_VISIBLE_JOB,
  PRICE_LOWERED_JOB,
  type ListingVisiblePayload,
  type PriceLoweredPayload,
} from "#app/domain/catalogue/listing-events.server";
import { formatsFor } from "#app/lib/format";
import { absoluteUrl } from "#app/lib/urls";
import { searchHref, type SearchKind } from "#app/lib/saved-search";
import type { Locale } from "#app/i18n/locales";
import { placeName } from "#app/i18n/places";

export const DIGEST_JOB = "saved-search.digests";
/** How often the digest job looks for searches whose day or week is up. */
const DIGEST_CHECK_MS = 15 * 60_000;
const DAY_MS = 24 * 60 * 60_000;
const DIGEST_PERIOD_MS: Record<string, number> = { daily: DAY_MS, weekly: 7 * DAY_MS };
/** Due searches read per round of the digest job. */
const DIGEST_BATCH = 500;
/** A digest lists at most this many items; the search's link shows the rest. */
const DIGEST_ITEMS = 20;
/** Accounts created from a phone have a stand-in e-mail address nobody reads. */
const STAND_IN_EMAIL = "@phone.nivaas.invalid";

// ---------------------------------------------------------------- matching

/** Properties matched against every saved search in one statement (a job's ids come in chunks of this size). */
const MATCH_BATCH = 500;

/**
 * Records an alert for every saved search (not turned off) that the property,
 * or each of the properties, matches now. `changeId` 0: the property became
 * visible; otherwise the price change it is about. Answers how many new
 * alerts were recorded. Many properties are matched in one statement per
 * MATCH_BATCH: a bulk import publishes thousands at once, and a statement per
 * property cost more than the import's own writes.
 */
export async function recordMatches(propertyIds: number | readonly number[], changeId = 0): Promise<number> {
  const ids = typeof propertyIds === "number" ? [propertyIds] : propertyIds;
  let recorded = 0;
  for (let start = 0; start < ids.length; start += MATCH_BATCH) {
    const batch = ids.slice(start, start + MATCH_BATCH);
    const inserted = await queryRows(
      z.object({ id: z.coerce.number() }),
      sql`insert into ${savedSearchAlerts} (search_id, property_id, change_id)
          select ${savedSearches.id}, ${properties.id}, ${changeId}::int
          from ${savedSearches} join ${properties} on ${inArray(properties.id, batch)}
          where ${savedSearches.frequency} <> 'off' and ${savedSearchMatchCondition()}
          on conflict do nothing
          returning id`,
    );
    recorded += inserted.length;
  }
  return recorded;
}

/**
 * Which of these properties have instant alerts recorded and not yet sent
 * for `changeId`: those sendInstantAlerts has work for. Includes alerts an
 * earlier, failed try recorded, so a retry still sends them.
 */
async function propertiesWithInstantAlertsDue(propertyIds: readonly number[], changeId: number): Promise<number[]> {
  const due = new Set<number>();
  for (let start = 0; start < propertyIds.length; start += MATCH_BATCH) {
    const rows = await db
      .selectDistinct({ propertyId: savedSearchAlerts.propertyId })
      .from(savedSearchAlerts)
      .innerJoin(savedSearches, eq(savedSearches.id, savedSearchAlerts.searchId))
      .where(
        and(
          inArray(savedSearchAlerts.propertyId, propertyIds.slice(start, start + MATCH_BATCH)),
          eq(savedSearchAlerts.changeId, changeId),
          isNull(savedSearchAlerts.notifiedAt),
          eq(savedSearches.frequency, "instant"),
        ),
      );
    for (const row of rows) due.add(row.propertyId);
  }
  return propertyIds.filter((id) => due.has(id));
}

// ---------------------------------------------------------------- who is told, and how

const recipientColumns = {
  searchId: savedSearches.id,
  searchName: savedSearches.name,
  kind: savedSearches.kind,
  query: savedSearches.query,
  locale: savedSearches.locale,
  wantsEmail: sql<boolean>`${savedSearches.email} and coalesce(${notificationPreferences.alertsEmail}, true)
    and ${user.email} not like ${`%${STAND_IN_EMAIL}`}`,
  // SMS only to a phone the account proved with a code.
  wantsSms: sql<boolean>`${savedSearches.sms} and coalesce(${notificationPreferences.alertsSms}, false)
    and ${user.phoneNumber} is not null and coalesce(${user.phoneNumberVerified}, false)`,
  email: user.email,
  phone: user.phoneNumber,
};

type Recipient = {
  searchId: number;
  searchName: string;
  kind: string;
  query: string;
  /** The language the search was saved in: its alerts are written in it. */
  locale: string;
  wantsEmail: boolean;
  wantsSms: boolean;
  email: string;
  phone: string | null;
};

type PendingAlert = { id: number; emailedAt: Date | null; textedAt: Date | null };

type Composed = { subject: string; text: string; sms: string };

/**
 * Marks alerts: the channel just sent, and (when `done`) the alerts as told,
 * in one statement; a digest's search also gets its clock moved in it.
 */
async function mark(
  ids: number[],
  { channel, done, digestAt }: { channel?: "email" | "sms"; done: boolean; digestAt?: { searchId: number; at: Date } },
) {
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const update = sql`update ${savedSearchAlerts} set
      emailed_at = ${channel === "email" ? sql`now()` : sql`emailed_at`},
      texted_at = ${channel === "sms" ? sql`now()` : sql`texted_at`},
      notified_at = ${done ? sql`now()` : sql`notified_at`}
    where id in (${list})`;
  await db.execute(
    digestAt && done
      ? sql`with marked as (${update}) update ${savedSearches} set last_digest_at = ${digestAt.at.toISOString()}::timestamptz
          where id = ${digestAt.searchId}`
      : update,
  );
}

/**
 * Sends one message per chosen channel about `alerts`, marking each channel
 * right after its send and the alerts as told with the last one, so a rerun
 * after a failure sends only what did not go. `digestAt`: a digest moves its
 * search's clock with that last mark.
 */
async function deliver(
  recipient: Recipient,
  alerts: PendingAlert[],
  message: Composed,
  digestAt?: { searchId: number; at: Date },
) {
  const ids = alerts.map((alert) => alert.id);
  const emailDue = recipient.wantsEmail && alerts.some((alert) => !alert.emailedAt);
  const smsDue = Boolean(recipient.wantsSms && recipient.phone) && alerts.some((alert) => !alert.textedAt);
  if (emailDue) {
    await notify({ channel: "email", to: recipient.email, subject: message.subject, text: message.text });
    await mark(ids, { channel: "email", done: !smsDue, digestAt });
  }
  if (smsDue) {
    await notify({ channel: "sms", to: recipient.phone!, text: message.sms });
    await mark(ids, { channel: "sms", done: true, digestAt });
  }
  if (!emailDue && !smsDue) await mark(ids, { done: true, digestAt });
}

/** What an alert says about a property. */
type Listing = {
  id: number;
  title: string;
  price: number;
  status: string;
  location: string;
  photo: string | null;
  /** For a price drop: the price before it. */
  previousPrice: number | null;
};

const listingColumns = {
  id: properties.id,
  title: properties.title,
  price: properties.price,
  status: properties.status,
  location: properties.location,
  photo: sql<string | null>`${properties.images} -> 0 ->> 'card'`,
};

/**
 * What a message is written with: the search's language, its texts and
 * formats. Listing titles stay as their owners wrote them; places are named
 * in the language; links lead to the language's pages.
 */
type Writer = { locale: Locale; t: EmailsT };

async function writerFor(recipient: Recipient): Promise<Writer> {
  const locale = storedLocale(recipient.locale);
  return { locale, t: await emailsT(locale) };
}

/** A property's canonical page (the one the sitemap and the admin's View link use), in the language. */
function listingLink(listing: Listing, { locale }: Writer): string {
  return siteLink(locale, `/property/${listing.id}`);
}

/** The one-click link that turns a search's alerts off (its page in the language). */
function unsubscribeLink(searchId: number, { locale }: Writer): string {
  return siteLink(locale, `${UNSUBSCRIBE_PATH}?token=${unsubscribeToken(searchId)}`);
}

function listingLines(listing: Listing, writer: Writer): string[] {
  const { locale, t } = writer;
  const format = formatsFor(locale);
  const price = format.listingPrice(listing.price, listing.status);
  const lines = [listing.title, `${price} · ${placeName(locale, listing.location)}`];
  if (listing.previousPrice !== null && listing.previousPrice > listing.price) {
    lines.push(
      t("alert.priceReduced", {
        amount: format.rupees(listing.previousPrice - listing.price),
        previous: format.rupees(listing.previousPrice),
      }),
    );
  }
  lines.push(t("alert.view", { link: listingLink(listing, writer) }));
  if (listing.photo) lines.push(t("alert.photo", { link: absoluteUrl(listing.photo, env.publicUrl) }));
  return lines;
}

function searchLink(recipient: Recipient, { locale }: Writer): string {
  return siteLink(locale, searchHref(recipient.kind as SearchKind, recipient.query));
}

function footer(recipient: Recipient, writer: Writer): string[] {
  const { locale, t } = writer;
  return [
    t("alert.allMatches", { link: searchLink(recipient, writer) }),
    t("alert.manage", { link: siteLink(locale, "/account/searches") }),
    t("alert.turnOff", { search: recipient.searchName, link: unsubscribeLink(recipient.searchId, writer) }),
  ];
}

// ---------------------------------------------------------------- instant alerts

/** Tells the owners of instant searches about one recorded event, skipping what was already sent. */
export async function sendInstantAlerts(propertyId: number, changeId = 0): Promise<number> {
  const [listingRow] = await db
    .select({ ...listingColumns, previousPrice: sql<number | null>`${propertyPriceChanges.previousPrice}` })
    .from(properties)
    .leftJoin(
      propertyPriceChanges,
      and(eq(propertyPriceChanges.id, changeId), eq(propertyPriceChanges.propertyId, properties.id)),
    )
    .where(and(eq(properties.id, propertyId), eq(properties.active, true)));
  if (!listingRow) return 0;
  const listing: Listing = {
    ...listingRow,
    previousPrice: listingRow.previousPrice === null ? null : Number(listingRow.previousPrice),
  };
  const pending = await db
    .select({
      ...recipientColumns,
      id: savedSearchAlerts.id,
      emailedAt: savedSearchAlerts.emailedAt,
      textedAt: savedSearchAlerts.textedAt,
    })
    .from(savedSearchAlerts)
    .innerJoin(savedSearches, eq(savedSearches.id, savedSearchAlerts.searchId))
    .innerJoin(user, eq(user.id, savedSearches.userId))
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, user.id))
    .where(
      and(
        eq(savedSearchAlerts.propertyId, propertyId),
        eq(savedSearchAlerts.changeId, changeId),
        isNull(savedSearchAlerts.notifiedAt),
        eq(savedSearches.frequency, "instant"),
      ),
    )
    .orderBy(asc(savedSearchAlerts.id));
  if (pending.length === 0) return 0;
  const { siteName } = await getSettings();
  const priceDrop = changeId !== 0;
  for (const alert of pending) {
    const writer = await writerFor(alert);
    const { locale, t } = writer;
    const search = alert.searchName;
    const title = listing.title;
    await deliver(alert, [alert], {
      subject: priceDrop ? t("alert.drop.subject", { title }) : t("alert.new.subject", { search, title }),
      text: [
        priceDrop ? t("alert.drop.headline", { search }) : t("alert.new.headline", { search }),
        "",
        ...listingLines(listing, writer),
        "",
        ...footer(alert, writer),
      ].join("\n"),
      sms: t(priceDrop ? "alert.drop.sms" : "alert.new.sms", {
        siteName,
        search,
        title,
        price: formatsFor(locale).listingPrice(listing.price, listing.status),
        location: placeName(locale, listing.location),
        link: listingLink(listing, writer),
        stop: unsubscribeLink(alert.searchId, writer),
      }),
    });
  }
  return pending.length;
}

const listingVisiblePayload = z.union([
  z.object({ propertyId: z.number().int().positive() }),
  z.object({ propertyIds: z.array(z.number().int().positive()).min(1) }),
]);
const priceLoweredPayload = z.object({
  propertyId: z.number().int().positive(),
  changeId: z.number().int().positive(),
});

defineJob<ListingVisiblePayload>(LISTING_VISIBLE_JOB, async (payload) => {
  const parsed = listingVisiblePayload.parse(payload);
  const propertyIds = "propertyIds" in parsed ? parsed.propertyIds : [parsed.propertyId];
  // A retry goes through them all again: recorded matches and sent alerts are not repeated.
  await recordMatches(propertyIds);
  for (const propertyId of await propertiesWithInstantAlertsDue(propertyIds, 0)) await sendInstantAlerts(propertyId);
});

defineJob<PriceLoweredPayload>(PRICE_LOWERED_JOB, async (payload) => {
  const { propertyId, changeId } = priceLoweredPayload.parse(payload);
  await recordMatches(propertyId, changeId);
  await sendInstantAlerts(propertyId, changeId);
});

// ---------------------------------------------------------------- digests

type DigestItem = Listing & PendingAlert & { searchId: number };

/** The recorded news of these searches not yet told, newest first, for listings still on the site. */
async function pendingItems(searchIds: number[]): Promise<Map<number, DigestItem[]>> {
  const rows = await db
    .select({
      ...listingColumns,
      id: savedSearchAlerts.id,
      searchId: savedSearchAlerts.searchId,
      emailedAt: savedSearchAlerts.emailedAt,
      textedAt: savedSearchAlerts.textedAt,
      previousPrice: sql<number | null>`${propertyPriceChanges.previousPrice}`,
    })
    .from(savedSearchAlerts)
    .innerJoin(properties, eq(properties.id, savedSearchAlerts.propertyId))
    .leftJoin(propertyPriceChanges, eq(propertyPriceChanges.id, savedSearchAlerts.changeId))
    .where(
      and(
        inArray(savedSearchAlerts.searchId, searchIds),
        isNull(savedSearchAlerts.notifiedAt),
        eq(properties.active, true),
      ),
    )
    .orderBy(asc(savedSearchAlerts.searchId), sql`${savedSearchAlerts.id} desc`);
  const bySearch = new Map<number, DigestItem[]>();
  for (const row of rows) {
    const item: DigestItem = {
      ...row,
      id: row.id,
      previousPrice: row.previousPrice === null ? null : Number(row.previousPrice),
    };
    bySearch.set(row.searchId, [...(bySearch.get(row.searchId) ?? []), item]);
  }
  return bySearch;
}

/** The searches whose day or week since their last digest is up and that have news to tell. */
async function dueSearches(now: Date, afterId: number): Promise<Recipient[]> {
  const dailyBefore = new Date(now.getTime() - DIGEST_PERIOD_MS.daily);
  const weeklyBefore = new Date(now.getTime() - DIGEST_PERIOD_MS.weekly);
  return db
    .select(recipientColumns)
    .from(savedSearches)
    .innerJoin(user, eq(user.id, savedSearches.userId))
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, user.id))
    .where(
      and(
        sql`${savedSearches.id} > ${afterId}`,
        sql`((${savedSearches.frequency} = 'daily' and ${savedSearches.lastDigestAt} <= ${dailyBefore.toISOString()}::timestamptz)
          or (${savedSearches.frequency} = 'weekly' and ${savedSearches.lastDigestAt} <= ${weeklyBefore.toISOString()}::timestamptz))`,
        sql`exists (select 1 from ${savedSearchAlerts} where ${savedSearchAlerts.searchId} = ${savedSearches.id} and ${savedSearchAlerts.notifiedAt} is null)`,
      ),
    )
    .orderBy(asc(savedSearches.id))
    .limit(DIGEST_BATCH);
}

function composeDigest(recipient: Recipient, items: DigestItem[], siteName: string, writer: Writer): Composed {
  const { t } = writer;
  const shown = items.slice(0, DIGEST_ITEMS);
  const drops = items.filter((item) => item.previousPrice !== null).length;
  const fresh = items.length - drops;
  const newMatches = fresh > 0 ? t("digest.newMatches", { count: fresh }) : null;
  const priceDrops = drops > 0 ? t("digest.priceDrops", { count: drops }) : null;
  const counts =
    newMatches && priceDrops ? t("digest.both", { newMatches, priceDrops }) : (newMatches ?? priceDrops ?? "");
  const search = recipient.searchName;
  const blocks = shown.map((item) => listingLines(item, writer).join("\n"));
  const more = items.length > shown.length ? [t("digest.more", { count: items.length - shown.length })] : [];
  return {
    subject: t("digest.subject", { counts, search }),
    text: [
      t("digest.headline", { counts, search }),
      "",
      blocks.join("\n\n"),
      ...more,
      "",
      ...footer(recipient, writer),
    ].join("\n"),
    sms: t("digest.sms", {
      siteName,
      counts,
      search,
      link: searchLink(recipient, writer),
      stop: unsubscribeLink(recipient.searchId, writer),
    }),
  };
}

/** One digest per due daily or weekly search with news; answers how many searches were told. */
export async function sendDueDigests(now = new Date()): Promise<number> {
  const { siteName } = await getSettings();
  let told = 0;
  let afterId = 0;
  for (;;) {
    const due = await dueSearches(now, afterId);
    if (due.length === 0) break;
    afterId = due[due.length - 1].searchId;
    const items = await pendingItems(due.map((search) => search.searchId));
    for (const recipient of due) {
      const news = items.get(recipient.searchId) ?? [];
      if (news.length === 0) {
        // Only listings since taken off the site: nothing to tell, and they are not news any more.
        await db
          .update(savedSearchAlerts)
          .set({ notifiedAt: now })
          .where(and(eq(savedSearchAlerts.searchId, recipient.searchId), isNull(savedSearchAlerts.notifiedAt)));
        continue;
      }
      await deliver(recipient, news, composeDigest(recipient, news, siteName, await writerFor(recipient)), {
        searchId: recipient.searchId,
        at: now,
      });
      told += 1;
    }
  }
  return told;
}

defineRecurringJob(DIGEST_JOB, DIGEST_CHECK_MS, async () => {
  await sendDueDigests();
});
