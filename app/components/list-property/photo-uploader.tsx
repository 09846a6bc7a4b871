/**
 * The wizard's photos. With JavaScript each chosen file is checked for quick
 * feedback (type, size, count), then uploaded at once to /api/photos with a
 * visible progress bar; the server checks it again by content and answers with
 * a signed token, which the final submission carries in hidden fields. Each
 * photo can be removed before submitting; refused ones are listed by name with
 * the reason until the next choice of photos. Without JavaScript the file input itself is posted with the form,
 * and photos already accepted in an earlier attempt come back as checkboxes.
 */
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import { useLocale, useMessage } from "#app/i18n/use-locale";
import { useHydrated } from "#app/lib/use-hydrated";
import type { PhotoFailure, SubmittedPhoto } from "#app/lib/photo-uploads";

export type PhotoEntry =
  | { id: string; name: string; status: "uploading"; progress: number; preview: string }
  | { id: string; name: string; status: "done"; token: string; card: string }
  | { id: string; name: string; status: "failed"; message: string };

/** What browsers can hand us; SVG is refused (it is a document, not a photo). */
const ACCEPT = "image/jpeg,image/png,image/webp,image/gif,image/avif,image/heic,image/heif";

let nextId = 0;
const newId = () => `photo-${Date.now()}-${nextId++}`;

export function entriesFromSubmitted(photos: SubmittedPhoto[] = [], failures: PhotoFailure[] = []): PhotoEntry[] {
  return [
    ...photos.map((photo): PhotoEntry => ({
      id: newId(),
      name: photo.name,
      status: "done",
      token: photo.token,
      card: photo.card,
    })),
    ...failures.map((failure): PhotoEntry => ({
      id: newId(),
      name: failure.name,
      status: "failed",
      message: failure.message,
    })),
  ];
}

export function PhotoUploader({
  entries,
  onEntriesChange,
  maxCount,
  maxFileSizeMb,
  error,
}: {
  entries: PhotoEntry[];
  onEntriesChange: (update: (current: PhotoEntry[]) => PhotoEntry[]) => void;
  maxCount: number;
  maxFileSizeMb: number;
  error?: string;
}) {
  const hydrated = useHydrated();
  const { t } = useTranslation("owner");
  const locale = useLocale();
  // A form's photo message may be a validation text in English (translated here) or one the server wrote in this language.
  const translate = useMessage();
  const inputId = useId();
  // The form's photo message (from the last submission) stands until photos are chosen again.
  const [errorDismissed, setErrorDismissed] = useState(false);
  useEffect(() => setErrorDismissed(false), [error]);
  const shownError = errorDismissed ? undefined : error;
  const requests = useRef(new Map<string, XMLHttpRequest>());
  const previews = useRef(new Map<string, string>());

  const update = useCallback(
    (id: string, next: PhotoEntry | null) => {
      onEntriesChange((current) =>
        next ? current.map((entry) => (entry.id === id ? next : entry)) : current.filter((entry) => entry.id !== id),
      );
    },
    [onEntriesChange],
  );

  // Leaving the page stops uploads and frees the previews.
  useEffect(() => {
    const open = requests.current;
    const urls = previews.current;
    return () => {
      for (const request of open.values()) request.abort();
      for (const url of urls.values()) URL.revokeObjectURL(url);
    };
  }, []);

  function upload(file: File, id: string) {
    const request = new XMLHttpRequest();
    requests.current.set(id, request);
    const fail = (message: string) => update(id, { id, name: file.name, status: "failed", message });
    request.open("POST", "/api/photos");
    request.responseType = "json";
    request.setRequestHeader("x-file-name", encodeURIComponent(file.name));
    // The endpoint has no language versions: it answers refusals in the language named here.
    request.setRequestHeader("x-language", locale);
    request.upload.onprogress = (event) => {
      if (!event.lengthComputable) return;
      const progress = Math.min(100, Math.round((event.loaded / event.total) * 100));
      onEntriesChange((current) =>
        current.map((entry) => (entry.id === id && entry.status === "uploading" ? { ...entry, progress } : entry)),
      );
    };
    request.onload = () => {
      requests.current.delete(id);
      const body = request.response as {
        ok?: boolean;
        token?: string;
        photo?: { card: string };
        message?: string;
      } | null;
      if (request.status === 200 && body?.ok && body.token && body.photo) {
        update(id, { id, name: file.name, status: "done", token: body.token, card: body.photo.card });
      } else {
        fail(body?.message ?? t("photos.uploadFailed", { name: file.name }));
      }
      forgetPreview(id);
    };
    request.onerror = () => {
      requests.current.delete(id);
      fail(t("photos.connectionFailed", { name: file.name }));
      forgetPreview(id);
    };
    const body = new FormData();
    body.append("photo", file);
    request.send(body);
  }

  function forgetPreview(id: string) {
    const url = previews.current.get(id);
    if (url) URL.revokeObjectURL(url);
    previews.current.delete(id);
  }

  function choose(files: FileList | null) {
    if (!files?.length) return;
    let kept = entries.filter((entry) => entry.status !== "failed").length;
    const added: PhotoEntry[] = [];
    const toUpload: [File, string][] = [];
    for (const file of Array.from(files)) {
      const id = newId();
      const refusal = quickCheck(file, kept, maxCount, maxFileSizeMb, t);
      if (refusal) {
        added.push({ id, name: file.name, status: "failed", message: refusal });
        continue;
      }
      kept += 1;
      const preview = URL.createObjectURL(file);
      previews.current.set(id, preview);
      added.push({ id, name: file.name, status: "uploading", progress: 0, preview });
      toUpload.push([file, id]);
    }
    // A new choice replaces the reasons earlier photos were refused: only this choice's are shown.
    setErrorDismissed(true);
    onEntriesChange((current) => [...current.filter((entry) => entry.status !== "failed"), ...added]);
    for (const [file, id] of toUpload) upload(file, id);
  }

  function remove(entry: PhotoEntry) {
    requests.current.get(entry.id)?.abort();
    requests.current.delete(entry.id);
    forgetPreview(entry.id);
    update(entry.id, null);
  }

  const kept = entries.filter((entry) => entry.status !== "failed").length;
  const full = hydrated && kept >= maxCount;

  return (
    <fieldset aria-describedby={`${inputId}-rules`}>
      <legend className="field-label">
        {t("photos.legend")} <span className="font-normal text-slate-500">{t("photos.optional")}</span>
      </legend>
      <p id={`${inputId}-rules`} className="mb-2 text-xs text-slate-500">
        {t("photos.rules", { max: maxCount, mb: maxFileSizeMb })}
      </p>
      {/* The input comes first so the drop zone can show its keyboard focus (peer-focus-visible). */}
      <div className="flex flex-col">
        <input
          id={inputId}
          type="file"
          multiple
          accept={ACCEPT}
          // Without JavaScript the files go with the form; with it they are uploaded here and the input stays out.
          name={hydrated ? undefined : "photoFiles"}
          disabled={full}
          // With JavaScript the drop zone is the control; without it the native input shows what was chosen.
          className={
            hydrated
              ? "peer sr-only"
              : "peer order-2 mt-2 block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-secondary-soft file:px-3 file:py-2 file:font-semibold file:text-secondary-dark"
          }
          aria-invalid={shownError ? true : undefined}
          aria-describedby={shownError ? `${inputId}-error` : undefined}
          onChange={(event) => {
            choose(event.currentTarget.files);
            event.currentTarget.value = "";
          }}
        />
        <label
          htmlFor={inputId}
          className={`order-1 flex flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed px-4 py-6 text-center text-sm ${
            full
              ? "cursor-not-allowed border-slate-200 bg-slate-50 text-slate-500"
              : "cursor-pointer border-slate-300 hover:border-primary hover:bg-primary-soft peer-focus-visible:ring-2 peer-focus-visible:ring-secondary"
          }`}
        >
          <span aria-hidden className="icon-image-plus flex text-primary-dark [--icon-size:2rem]" />
          <span className="font-semibold text-slate-800">
            {full ? t("photos.full", { max: maxCount }) : t("photos.upload")}
          </span>
          <span className="text-slate-600">{full ? t("photos.removeToAdd") : t("photos.choose")}</span>
        </label>
      </div>
      {shownError ? (
        <p id={`${inputId}-error`} className="field-error">
          {translate(shownError)}
        </p>
      ) : null}
      {entries.length > 0 ? (
        <ul className="mt-4 grid gap-3 sm:grid-cols-2" aria-label={t("photos.chosen")}>
          {entries.map((entry) => (
            <PhotoRow key={entry.id} entry={entry} hydrated={hydrated} onRemove={() => remove(entry)} />
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}

function quickCheck(
  file: File,
  kept: number,
  maxCount: number,
  maxFileSizeMb: number,
  t: TFunction<"owner">,
): string | null {
  const name = file.name;
  if (kept >= maxCount) return t("photos.notAdded", { name, max: maxCount });
  if (file.type && (!file.type.startsWith("image/") || file.type === "image/svg+xml")) {
    return t("photos.notImage", { name });
  }
  if (file.size > maxFileSizeMb * 1024 * 1024) return t("photos.tooLarge", { name, mb: maxFileSizeMb });
  if (file.size === 0) return t("photos.empty", { name });
  return null;
}

function PhotoRow({ entry, hydrated, onRemove }: { entry: PhotoEntry; hydrated: boolean; onRemove: () => void }) {
  const { t } = useTranslation("owner");
  if (entry.status === "failed") {
    return (
      <li className="flex items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800 sm:col-span-2">
        <span aria-hidden className="icon-warning mt-0.5 flex shrink-0" />
        <span className="min-w-0 flex-1 break-words" role="alert">
          {entry.message}
        </span>
        {hydrated ? (
          <button
            type="button"
            onClick={onRemove}
            className="shrink-0 font-semibold underline"
            aria-label={t("photos.dismissName", { name: entry.name })}
          >
            {t("photos.dismiss")}
          </button>
        ) : null}
      </li>
    );
  }
  const image = entry.status === "done" ? entry.card : entry.preview;
  return (
    <li className="flex items-center gap-3 rounded-lg border border-slate-200 bg-white p-2">
      <img src={image} alt="" className="h-16 w-20 shrink-0 rounded-md bg-slate-100 object-cover" />
      <div className="min-w-0 flex-1 text-sm">
        <p className="truncate font-medium text-slate-800" title={entry.name}>
          {entry.name}
        </p>
        {entry.status === "uploading" ? (
          <UploadProgress name={entry.name} progress={entry.progress} />
        ) : hydrated ? (
          <>
            <p className="text-xs text-green-700">{t("photos.uploaded")}</p>
            <input type="hidden" name="photoTokens" value={entry.token} />
          </>
        ) : (
          // Without JavaScript a photo from an earlier attempt is kept by leaving it ticked.
          <label className="mt-1 flex items-center gap-2 text-xs text-slate-700">
            <input type="checkbox" name="photoTokens" value={entry.token} defaultChecked /> {t("photos.keep")}
          </label>
        )}
      </div>
      {hydrated ? (
        <button
          type="button"
          onClick={onRemove}
          className="icon-trash flex shrink-0 rounded-md p-2 text-slate-500 hover:bg-red-50 hover:text-red-700"
          aria-label={t("photos.remove", { name: entry.name })}
        />
      ) : null}
    </li>
  );
}

function UploadProgress({ name, progress }: { name: string; progress: number }) {
  const { t } = useTranslation("owner");
  const processing = progress >= 100;
  return (
    <div className="mt-1">
      <div
        role="progressbar"
        aria-label={t("photos.uploading", { name })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        className="h-1.5 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-secondary transition-all" style={{ width: `${progress}%` }} />
      </div>
      <p className="mt-1 flex items-center gap-1 text-xs text-slate-600">
        <span aria-hidden className="icon-spinner flex animate-spin [--icon-size:0.75rem]" />
        {processing ? t("photos.processing") : t("photos.progress", { progress })}
      </p>
    </div>
  );
}
