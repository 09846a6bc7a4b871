/**
 * Change keys (surrogate keys): short names for pieces of public data, which
 * tie what a page shows to the writes that change it (ADR 031).
 *
 * - **Shown.** A function that reads public data for a page records the keys
 *   of what it read with `recordShown(keys)`. The visitors' page cache runs
 *   each render it may keep inside `collectShownKeys`, and keeps the page
 *   with every key recorded during it; anything else (a signed-in render, a
 *   job) records into nothing.
 * - **Changed.** A write names the keys it changes with `announceChange(keys)`
 *   (app/platform/data-changes.server.ts), after it committed: every
 *   instance's caches drop what carries one of them, by their next request.
 *
 * The vocabulary belongs to the data's owners (app/domain/catalogue/change-keys.server.ts
 * names the catalogue's, app/domain/site/settings.server.ts the settings'); this
 * module only carries strings. A key is lower-case letters, digits and `-`, so it
 * is valid in a `Surrogate-Key` (space-separated) and a `Cache-Tag` (comma-separated) header.
 */
import { contextSlot } from "#app/platform/request-context.server";

export type ChangeKey = string;

/** Names every piece of data at once: a change nobody can narrow down (a restore, an unnamed job). */
export const EVERYTHING = "everything";

const KEY_SHAPE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Whether `key` is a valid change key (tests and the announcement check it). */
export function isChangeKey(key: string): boolean {
  return key.length <= 100 && KEY_SHAPE.test(key);
}

const shown = contextSlot<Set<ChangeKey>>("shown change keys");

/** Records that the page being rendered shows the data these keys name (no-op outside a collecting render). */
export function recordShown(keys: Iterable<ChangeKey>): void {
  const collected = shown.get();
  if (!collected) return;
  for (const key of keys) collected.add(key);
}

/** Runs `render` with a fresh set that every `recordShown` inside it (its promises included) adds to. */
export function collectShownKeys<T>(keys: Set<ChangeKey>, render: () => T): T {
  return shown.run(keys, render);
}

/** A change as the caches receive it: the keys it names (EVERYTHING among them drops every entry). */
export type DataChange = ReadonlySet<ChangeKey>;

/** Whether a change touches something that shows `keys` (something keyed EVERYTHING is touched by any change). */
export function changeTouches(change: DataChange, keys: Iterable<ChangeKey>): boolean {
  if (change.has(EVERYTHING)) return true;
  for (const key of keys) if (key === EVERYTHING || change.has(key)) return true;
  return false;
}
