/**
 * Public API answers kept in memory, like the visitors' page cache keeps
 * pages (ADR 031): keyed by the full URL, kept with the change keys their
 * reads recorded, dropped by any change that names one of them (made here or
 * on another instance, data-changes.server.ts), and after a minute. A read
 * overlapped by a change is not kept. The endpoint runner looks here after
 * authenticateApiRequest, so keys and limits apply to every request; only the
 * database read and the JSON are saved.
 */
import { onDataChange } from "#app/platform/data-changes.server";
import { changeTouches, type ChangeKey } from "#app/platform/change-keys.server";

export type KeptAnswer = { body: string; etag: string; keys: ChangeKey[]; headers: Record<string, string> };

const MAX_ENTRIES = 500;
const MAX_BODY_CHARS = 512 * 1024;
const TTL_MS = 60_000;

const entries = new Map<string, KeptAnswer & { storedAt: number }>();
/** Counts changes seen: a read that saw the count move may have read half-old data, and is not kept. */
let changes = 0;

onDataChange((change) => {
  changes++;
  for (const [url, entry] of entries) if (changeTouches(change, entry.keys)) entries.delete(url);
});

export function keptAnswer(url: string): KeptAnswer | undefined {
  const entry = entries.get(url);
  if (!entry) return undefined;
  entries.delete(url);
  if (Date.now() - entry.storedAt >= TTL_MS) return undefined;
  entries.set(url, entry);
  return entry;
}

/** The change count now, to pass back to `keepAnswer` once the answer is made. */
export function changeCount(): number {
  return changes;
}

/** Keeps `answer` unless a change came while it was made (or it is too large); says whether it did. */
export function keepAnswer(url: string, answer: KeptAnswer, countAtStart: number): boolean {
  if (countAtStart !== changes || answer.body.length > MAX_BODY_CHARS) return false;
  if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  entries.set(url, { ...answer, storedAt: Date.now() });
  return true;
}
