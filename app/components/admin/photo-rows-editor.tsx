import { useEffect, useId, useRef, useState } from "react";
import { ArrowDown, ArrowUp, ImagePlus, Trash2 } from "lucide-react";
import type { Photo } from "#app/platform/schema";
import { useHydrated } from "#app/lib/use-hydrated";
import { AddRowButton, FieldsetError } from "./catalogue-rows";

/**
 * The photo rows of the admin property and project forms. A row is a photo the
 * item already has (kept by its card URL), or a new one: a pasted link or an
 * uploaded file. Rows post as `photos.N.existing|url|file` in their shown
 * order; the server drops blank rows and uses a default image when none is left.
 * Reordering and adding rows need JavaScript; without it the form still offers
 * one blank row for a link or a file.
 */
type Row = { key: string; existing?: Photo; url?: string };

export type PhotoRowDefaults = { existing: string; url: string }[];

export function PhotoRowsEditor({
  photos,
  rowDefaults,
  maxImages,
  maxFileMb,
  error,
  noun,
}: {
  photos: Photo[];
  /** The rows a refused save posted (no-JavaScript round trip), to show them again. */
  rowDefaults?: PhotoRowDefaults;
  maxImages: number;
  maxFileMb: number;
  error?: string;
  noun: string;
}) {
  const hydrated = useHydrated();
  const base = useId();
  const counter = useRef(0);
  const [rows, setRows] = useState<Row[]>(() => initialRows(photos, rowDefaults));
  const [previews, setPreviews] = useState<Record<string, string>>({});
  const previewsRef = useRef(previews);
  previewsRef.current = previews;

  // Object URLs hold the chosen files in memory until revoked.
  useEffect(() => () => Object.values(previewsRef.current).forEach((url) => URL.revokeObjectURL(url)), []);

  // Without JavaScript rows cannot be added, so one blank row is always offered.
  const shown: Row[] = hydrated || rows.some((row) => !row.existing) ? rows : [...rows, { key: "blank" }];

  const move = (index: number, by: -1 | 1) =>
    setRows((current) => {
      const next = [...current];
      const [row] = next.splice(index, 1);
      next.splice(index + by, 0, row);
      return next;
    });
  const remove = (index: number) => setRows((current) => current.filter((_, i) => i !== index));
  const add = () => setRows((current) => [...current, { key: `added-${++counter.current}` }]);

  const choose = (key: string, file: File | undefined) =>
    setPreviews((current) => {
      const next = { ...current };
      if (next[key]) URL.revokeObjectURL(next[key]);
      if (file) next[key] = URL.createObjectURL(file);
      else delete next[key];
      return next;
    });

  return (
    <fieldset aria-describedby={error ? `${base}-error` : `${base}-hint`}>
      <legend className="field-label">Photos</legend>
      <p id={`${base}-hint`} className="mb-3 text-xs text-slate-500">
        Upload a photo (JPEG, PNG, WebP, up to {maxFileMb} MB) or paste an image link (http:// or https://). At most{" "}
        {maxImages} photos; the first is the cover. With no photo, a default picture of a {noun} is used.
      </p>
      <ol className="space-y-3">
        {shown.map((row, index) => {
          const number = index + 1;
          const preview =
            row.existing?.card ?? previews[row.key] ?? (row.url && /^https?:\/\//.test(row.url) ? row.url : undefined);
          return (
            <li
              key={row.key}
              className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3 sm:flex-row sm:items-start"
            >
              <div className="h-20 w-28 shrink-0 overflow-hidden rounded-md bg-slate-100">
                {preview ? (
                  <img src={preview} alt={`Photo ${number} preview`} className="h-full w-full object-cover" />
                ) : (
                  <span className="flex h-full items-center justify-center text-slate-400">
                    <ImagePlus aria-hidden className="h-6 w-6" />
                  </span>
                )}
              </div>
              <div className="min-w-0 flex-1 space-y-2">
                {row.existing ? (
                  <>
                    <input type="hidden" name={`photos.${index}.existing`} value={row.existing.card} />
                    <p className="text-sm font-medium text-slate-800">
                      Photo {number}
                      {index === 0 ? " (cover)" : ""}
                    </p>
                    <p className="truncate text-xs text-slate-500">{row.existing.large}</p>
                  </>
                ) : (
                  <>
                    <div>
                      <label htmlFor={`${base}-url-${row.key}`} className="text-xs font-medium text-slate-700">
                        Image URL {number}
                      </label>
                      <input
                        id={`${base}-url-${row.key}`}
                        name={`photos.${index}.url`}
                        type="url"
                        inputMode="url"
                        defaultValue={row.url ?? ""}
                        placeholder="https://…"
                        className="field-input"
                      />
                    </div>
                    <div>
                      <label htmlFor={`${base}-file-${row.key}`} className="text-xs font-medium text-slate-700">
                        or upload photo {number}
                      </label>
                      <input
                        id={`${base}-file-${row.key}`}
                        name={`photos.${index}.file`}
                        type="file"
                        accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
                        onChange={(event) => choose(row.key, event.target.files?.[0])}
                        className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:text-sm file:font-medium file:text-slate-800 hover:file:bg-slate-200"
                      />
                    </div>
                  </>
                )}
              </div>
              {hydrated ? (
                <div className="flex shrink-0 gap-1 sm:flex-col">
                  <button
                    type="button"
                    onClick={() => move(index, -1)}
                    disabled={index === 0}
                    aria-label={`Move photo ${number} up`}
                    className="rounded-md border border-slate-300 p-1.5 text-slate-700 hover:bg-slate-50 disabled:opacity-40"
                  >
                    <ArrowUp aria-hidden className="h-4 w-4" />
                  </button>
                  <button
                    type="button"
                    onClick={() => move(index, 1)}
                    disabled={index === shown.length - 1}
                    aria-label={`Move photo ${number} down`}
                    className="rounded-md border border-slate-300 p-1.5 text-slate-700 hover:bg-slate-50 disabled:opacity-40"
                  >
                    <ArrowDown aria-hidden className="h-4 w-4" />
                  </button>
                  {shown.length > 1 ? (
                    <button
                      type="button"
                      onClick={() => remove(index)}
                      aria-label={`Remove photo ${number}`}
                      className="inline-flex items-center gap-1 rounded-md border border-red-200 px-2 py-1.5 text-xs font-medium text-red-700 hover:bg-red-50"
                    >
                      <Trash2 aria-hidden className="h-4 w-4" /> Remove
                    </button>
                  ) : null}
                </div>
              ) : null}
            </li>
          );
        })}
      </ol>
      <AddRowButton onClick={add} disabled={rows.length >= maxImages} icon={ImagePlus}>
        Add Image
      </AddRowButton>
      <FieldsetError id={`${base}-error`} error={error} />
    </fieldset>
  );
}

function initialRows(photos: Photo[], rowDefaults?: PhotoRowDefaults): Row[] {
  if (rowDefaults?.length) {
    return rowDefaults.map((row, index) => {
      const existing = row.existing ? photos.find((photo) => photo.card === row.existing) : undefined;
      return existing ? { key: `existing-${index}`, existing } : { key: `new-${index}`, url: row.url };
    });
  }
  if (photos.length) return photos.map((photo, index) => ({ key: `existing-${index}`, existing: photo }));
  return [{ key: "new-0" }];
}

/** Client-side check before posting: counts rows in use and file sizes (the server checks again). */
export function checkPhotoRows(
  form: HTMLFormElement,
  maxImages: number,
  maxFileMb: number,
  noun: string,
): string | null {
  const data = new FormData(form);
  let used = 0;
  const indexes = new Set<string>();
  for (const key of data.keys()) {
    const match = key.match(/^photos\.(\d+)\./);
    if (match) indexes.add(match[1]);
  }
  for (const index of indexes) {
    const file = data.get(`photos.${index}.file`);
    const hasFile = file instanceof File && file.size > 0;
    if (hasFile && file.size > maxFileMb * 1024 * 1024)
      return `Photo ${Number(index) + 1} is larger than ${maxFileMb} MB`;
    if (hasFile || data.get(`photos.${index}.existing`) || String(data.get(`photos.${index}.url`) ?? "").trim()) used++;
  }
  if (used > maxImages) return `At most ${maxImages} photos per ${noun}`;
  return null;
}
