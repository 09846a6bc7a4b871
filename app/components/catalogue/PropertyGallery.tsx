import { useRef, useState, type KeyboardEvent, type TouchEvent } from "react";
import { Building2, ChevronLeft, ChevronRight } from "lucide-react";
import type { Photo } from "#app/server/schema";

/** Horizontal finger travel (px) that counts as a swipe rather than a tap. */
const SWIPE_DISTANCE = 40;

/**
 * The detail page's photos: the large variant, previous/next buttons, the left
 * and right arrow keys, swipe on touch screens, and thumbnails. The first photo
 * loads at once (it is the page's main image). Without JavaScript the
 * thumbnails are plain links to each large photo.
 */
export function PropertyGallery({ photos, title }: { photos: Photo[]; title: string }) {
  const [index, setIndex] = useState(0);
  const touchStart = useRef<number | null>(null);
  const count = photos.length;

  if (count === 0) {
    return (
      <div className="flex aspect-[16/10] w-full flex-col items-center justify-center gap-2 rounded-xl bg-slate-100 text-slate-500">
        <Building2 aria-hidden className="h-12 w-12" />
        <p className="text-sm">No photos have been added for this property yet.</p>
      </div>
    );
  }

  const show = (next: number) => setIndex(((next % count) + count) % count);
  const photo = photos[index];

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === "ArrowLeft") {
      event.preventDefault();
      show(index - 1);
    } else if (event.key === "ArrowRight") {
      event.preventDefault();
      show(index + 1);
    }
  }

  function onTouchEnd(event: TouchEvent<HTMLDivElement>) {
    const start = touchStart.current;
    touchStart.current = null;
    if (start === null) return;
    const distance = event.changedTouches[0].clientX - start;
    if (Math.abs(distance) >= SWIPE_DISTANCE) show(distance < 0 ? index + 1 : index - 1);
  }

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={`Photos of ${title}`}
      tabIndex={0}
      onKeyDown={onKeyDown}
      className="rounded-xl focus-visible:outline-2"
    >
      <div
        className="relative aspect-[16/10] w-full touch-pan-y overflow-hidden rounded-xl bg-slate-100"
        onTouchStart={(event) => {
          touchStart.current = event.touches[0].clientX;
        }}
        onTouchEnd={onTouchEnd}
      >
        <img
          key={photo.large}
          src={photo.large}
          width={photo.width ?? 1600}
          height={photo.height ?? 1200}
          alt={`${title} — photo ${index + 1} of ${count}`}
          loading="eager"
          fetchPriority={index === 0 ? "high" : "auto"}
          decoding="async"
          className="h-full w-full object-cover"
        />
        {count > 1 ? (
          <>
            <button
              type="button"
              onClick={() => show(index - 1)}
              aria-label="Previous photo"
              className="absolute left-3 top-1/2 flex h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow hover:bg-white"
            >
              <ChevronLeft aria-hidden className="h-6 w-6" />
            </button>
            <button
              type="button"
              onClick={() => show(index + 1)}
              aria-label="Next photo"
              className="absolute right-3 top-1/2 flex h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow hover:bg-white"
            >
              <ChevronRight aria-hidden className="h-6 w-6" />
            </button>
            <p className="absolute bottom-3 right-3 rounded-full bg-slate-900/75 px-3 py-1 text-xs font-medium text-white" aria-live="polite">
              {index + 1} / {count}
            </p>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <ul className="mt-3 grid grid-cols-4 gap-2 sm:grid-cols-6" aria-label="Thumbnails">
          {photos.map((thumb, i) => (
            <li key={`${thumb.card}-${i}`}>
              <a
                href={thumb.large}
                onClick={(event) => {
                  event.preventDefault();
                  show(i);
                }}
                aria-label={`Show photo ${i + 1}`}
                aria-current={i === index ? "true" : undefined}
                className={`block overflow-hidden rounded-lg border-2 ${i === index ? "border-primary-dark" : "border-transparent opacity-80 hover:opacity-100"}`}
              >
                <img src={thumb.card} width={640} height={480} loading="lazy" decoding="async" alt="" className="aspect-[4/3] w-full object-cover" />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
