import { gallerySrcSet, thumbnailSrcSet } from "#app/lib/photo-sources";
import { useTranslation } from "react-i18next";
import type { Photo } from "#app/platform/schema";
import { CarouselArrows, useCarousel } from "./carousel";

/**
 * The detail page's photos: the large variant, previous/next buttons, the left
 * and right arrow keys, swipe on touch screens, and thumbnails. The first photo
 * loads at once (it is the page's main image). Without JavaScript the
 * thumbnails are plain links to each large photo.
 */
export function PropertyGallery({ photos, title }: { photos: Photo[]; title: string }) {
  const { t } = useTranslation("detail");
  const count = photos.length;
  const carousel = useCarousel(count);
  const { index, show } = carousel;

  if (count === 0) {
    return (
      <div className="flex aspect-[16/10] w-full flex-col items-center justify-center gap-2 rounded-xl bg-slate-100 text-slate-500">
        <span aria-hidden className="icon-building flex [--icon-size:3rem]" />
        <p className="text-sm">{t("gallery.noPhotos")}</p>
      </div>
    );
  }

  const photo = photos[index];

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={t("gallery.photosOf", { title })}
      tabIndex={0}
      onKeyDown={carousel.onKeyDown}
      className="rounded-xl focus-visible:outline-2"
    >
      <div
        className="relative aspect-[16/10] w-full touch-pan-y overflow-hidden rounded-xl bg-slate-100"
        onTouchStart={carousel.onTouchStart}
        onTouchEnd={carousel.onTouchEnd}
      >
        <img
          key={photo.large}
          src={photo.large}
          // The box is the page width on phones, the column beside the 360px sidebar above lg.
          srcSet={gallerySrcSet(photo)}
          sizes="(min-width: 1024px) 824px, calc(100vw - 2rem)"
          width={photo.width ?? 1600}
          height={photo.height ?? 1200}
          alt={t("gallery.photoAlt", { title, number: index + 1, total: count })}
          loading="eager"
          fetchPriority={index === 0 ? "high" : "auto"}
          decoding="async"
          className="h-full w-full object-cover"
        />
        {count > 1 ? (
          <>
            <CarouselArrows onPrevious={carousel.previous} onNext={carousel.next} size="large" />
            <p
              className="absolute bottom-3 right-3 rounded-full bg-slate-900/75 px-3 py-1 text-xs font-medium text-white"
              aria-live="polite"
            >
              {index + 1} / {count}
            </p>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <ul className="mt-3 grid grid-cols-4 gap-2 sm:grid-cols-6" aria-label={t("gallery.thumbnails")}>
          {photos.map((thumb, i) => (
            <li key={`${thumb.card}-${i}`}>
              <a
                href={thumb.large}
                onClick={(event) => {
                  event.preventDefault();
                  show(i);
                }}
                aria-label={t("gallery.showPhoto", { number: i + 1 })}
                aria-current={i === index ? "true" : undefined}
                className={`block overflow-hidden rounded-lg border-2 ${i === index ? "border-primary-dark" : "border-transparent opacity-80 hover:opacity-100"}`}
              >
                <img
                  src={thumb.thumb ?? thumb.card}
                  // Four a row on phones, six from sm, in a column at most 824px wide.
                  srcSet={thumbnailSrcSet(thumb)}
                  sizes="(min-width: 1024px) 130px, (min-width: 640px) 16vw, 25vw"
                  width={640}
                  height={480}
                  loading="lazy"
                  decoding="async"
                  alt=""
                  className="aspect-[4/3] w-full object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
