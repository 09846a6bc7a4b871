import { gallerySrcSet, thumbnailSrcSet } from "#app/lib/photo-sources";
import { useTranslation } from "react-i18next";
import type { Photo } from "#app/platform/schema";
import { CarouselArrows, useCarousel } from "./carousel";

/**
 * The project's own photos (large variant): previous/next, dots, thumbnails,
 * arrow keys and swipe. The first photo is the page's main image, so it is
 * loaded eagerly; the rest only when shown. The controls carry `js-only`:
 * the page hides them when JavaScript is off, since they could not work.
 */
export function ProjectGallery({ photos, title }: { photos: Photo[]; title: string }) {
  const { t } = useTranslation("detail");
  const count = photos.length;
  const carousel = useCarousel(count);
  const { index, show } = carousel;
  if (count === 0) return null;
  const current = photos[index];

  return (
    <section aria-roledescription="carousel" aria-label={t("gallery.photosOf", { title })} className="space-y-3">
      <div
        className="relative overflow-hidden rounded-xl bg-slate-100 focus-visible:outline-2"
        tabIndex={0}
        onKeyDown={carousel.onKeyDown}
        onTouchStart={carousel.onTouchStart}
        onTouchEnd={carousel.onTouchEnd}
        aria-label={t("gallery.photoOfKeys", { number: index + 1, total: count })}
      >
        <img
          key={current.large}
          src={current.large}
          // The box is the page width on phones, the column beside the 22rem sidebar above lg.
          srcSet={gallerySrcSet(current)}
          sizes="(min-width: 1024px) 816px, calc(100vw - 2rem)"
          width={current.width ?? 1600}
          height={current.height ?? 1200}
          alt={t("gallery.photoAlt", { title, number: index + 1, total: count })}
          loading={index === 0 ? "eager" : "lazy"}
          fetchPriority={index === 0 ? "high" : "auto"}
          className="aspect-[4/3] w-full object-cover sm:aspect-[16/9]"
        />
        {count > 1 ? (
          <>
            <CarouselArrows onPrevious={carousel.previous} onNext={carousel.next} size="compact" jsOnly />
            <div className="js-only absolute bottom-3 left-1/2 flex -translate-x-1/2 gap-1 rounded-full bg-black/40 px-2 py-1">
              {photos.map((photo, i) => (
                <button
                  key={photo.large}
                  type="button"
                  onClick={() => show(i)}
                  aria-label={t("gallery.slide", { number: i + 1 })}
                  aria-current={i === index ? "true" : undefined}
                  className="flex h-6 w-6 items-center justify-center"
                >
                  <span className={`block h-2 w-2 rounded-full ${i === index ? "bg-white" : "bg-white/60"}`} />
                </button>
              ))}
            </div>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <div className="js-only flex gap-2 overflow-x-auto pb-1">
          {photos.map((photo, i) => (
            <button
              key={photo.card}
              type="button"
              onClick={() => show(i)}
              aria-label={t("gallery.photo", { number: i + 1 })}
              aria-current={i === index ? "true" : undefined}
              className={`shrink-0 overflow-hidden rounded-lg border-2 ${i === index ? "border-primary-dark" : "border-transparent opacity-80 hover:opacity-100"}`}
            >
              <img
                src={photo.thumb ?? photo.card}
                srcSet={thumbnailSrcSet(photo)}
                sizes="96px"
                width={640}
                height={480}
                alt=""
                loading="lazy"
                decoding="async"
                className="h-16 w-24 object-cover"
              />
            </button>
          ))}
        </div>
      ) : null}
    </section>
  );
}
