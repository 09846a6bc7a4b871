/**
 * Draws the thumb and medium variants (images.server.ts) for photos stored
 * before those variants existed, so the catalogue already online gets
 * right-sized pictures too, not only what is uploaded from now on.
 *
 * A photo qualifies when it is one of ours (its large variant is a stored
 * `…-large.webp`) and names no thumb. Both new variants are drawn from the
 * large one and stored beside it (`…-thumb.webp`, `…-medium.webp`); the row is
 * then updated only if its photos are still what was read, so an edit made
 * meanwhile is never overwritten (its photos are looked at on a later run, and
 * files drawn for a photo the edit removed are removed again when nothing
 * refers to them). Pasted links are left as they are; a photo whose large
 * file is missing gets its card as its thumbnail, so it is not looked at
 * again. Runs as a recurring job, a bounded number of photos at a
 * time, and announces its changes so cached pages pick the new variants up.
 */
import { sql } from "drizzle-orm";
import { z } from "zod";
import { announceChange } from "#app/platform/data-changes.server";
import {
  projectChangeKeys,
  projectScope,
  propertyChangeKeys,
  propertyScopes,
} from "#app/domain/catalogue/change-keys.server";
import { queryRows } from "#app/platform/db.server";
import { removeUnreferencedFiles } from "./file-references.server";
import { drawVariant, imageOf, variantFile, variantStem } from "#app/platform/images.server";
import { defineRecurringJob } from "#app/platform/jobs.server";
import type { Photo } from "#app/platform/schema";
import { storage } from "#app/platform/storage.server";
import { log } from "#app/platform/log.server";

/** The tables whose `images` column holds photos. */
const TABLES = ["properties", "projects", "property_listings", "property_revisions"] as const;
/** A run draws for this long at most (a job's claim lasts 10 minutes), then leaves the rest to the next one. */
const RUN_BUDGET_MS = 4 * 60 * 1000;
const RUN_EVERY_MS = 15 * 60 * 1000;

const LARGE_SUFFIX = variantFile("", "large");

/** One of ours, without the newer variants. */
function needsVariants(photo: Photo): boolean {
  return !photo.thumb && photo.large.startsWith(storage().urlPrefix) && photo.large.endsWith(LARGE_SUFFIX);
}

/** The photo with thumb and medium drawn from its large variant (its card as the thumb when that file is missing). */
async function withVariants(photo: Photo): Promise<Photo> {
  const bytes = await storage().read(photo.large);
  if (!bytes) return { ...photo, thumb: photo.card };
  const stem = variantStem(photo.large.slice(storage().urlPrefix.length), "large")!;
  const base = await imageOf(bytes);
  const [thumb, medium] = await Promise.all([drawVariant(base, "thumb"), drawVariant(base, "medium")]);
  const [thumbUrl, mediumUrl] = await Promise.all([
    storage().put(variantFile(stem, "thumb"), thumb.data, "image/webp"),
    storage().put(variantFile(stem, "medium"), medium.data, "image/webp"),
  ]);
  return { ...photo, thumb: thumbUrl, medium: mediumUrl };
}

const candidateRow = z.object({ id: z.coerce.number(), images: z.array(z.custom<Photo>()) });

/** One pass: photos drawn until `limit` or the time budget is reached. Answers how many were given their variants. */
export async function drawMissingVariants({ limit = Infinity, budgetMs = RUN_BUDGET_MS } = {}): Promise<number> {
  const deadline = Date.now() + budgetMs;
  let drawn = 0;
  // The public rows whose photos changed: their pages and every card of them show the new variants.
  const updated = new Map<string, number[]>([
    ["properties", []],
    ["projects", []],
  ]);
  const more = () => drawn < limit && Date.now() < deadline;
  for (const table of TABLES) {
    if (!more()) break;
    const rows = await queryRows(
      candidateRow,
      sql`select id, images from ${sql.identifier(table)}
          where exists (select 1 from jsonb_array_elements(images) as photo
                        where not (photo ? 'thumb') and starts_with(photo->>'large', ${storage().urlPrefix})
                          and right(photo->>'large', ${LARGE_SUFFIX.length}) = ${LARGE_SUFFIX})
          order by id limit 100`,
    );
    for (const row of rows) {
      if (!more()) break;
      const images: Photo[] = [];
      const made: string[] = [];
      for (const photo of row.images) {
        if (more() && needsVariants(photo)) {
          const next = await withVariants(photo);
          if (next.medium) {
            drawn += 1;
            made.push(next.thumb!, next.medium);
          }
          images.push(next);
        } else images.push(photo);
      }
      if (images.every((photo, i) => photo === row.images[i])) continue;
      const changed = await queryRows(
        z.object({ id: z.coerce.number() }),
        sql`update ${sql.identifier(table)} set images = ${JSON.stringify(images)}::jsonb
            where id = ${row.id} and images = ${JSON.stringify(row.images)}::jsonb returning id`,
      );
      if (changed.length > 0) updated.get(table)?.push(row.id);
      // Edited meanwhile: what was drawn for a photo the edit removed goes again.
      else await removeUnreferencedFiles(made);
    }
  }
  const properties = await propertyScopes(updated.get("properties")!);
  const projects = await Promise.all(updated.get("projects")!.map((id) => projectScope(id)));
  await announceChange([
    ...properties.flatMap((scope) => propertyChangeKeys(scope, scope)),
    ...projects.flatMap((scope) => projectChangeKeys(scope, scope)),
  ]);
  return drawn;
}

/** Starts two minutes after the first start-up and repeats until every photo has its variants (once across instances). */
defineRecurringJob(
  "photos.variants",
  RUN_EVERY_MS,
  async () => {
    const drawn = await drawMissingVariants();
    if (drawn) log.info(`[photos] drew thumbnail and phone variants for ${drawn} photo(s)`);
  },
  { firstRunAfterMs: 2 * 60 * 1000 },
);
