/**
 * The `srcset` of a stored photo where a gallery shows it: the browser takes
 * the smallest variant at least as wide as the box times the screen's pixel
 * density (app/platform/images.server.ts names the variants). Photos stored
 * before the thumb and medium variants existed, and pasted links, have only
 * card and large.
 */
import type { Photo } from "./listing-shapes";

/** The gallery's main photo: card (640), medium (960), large (1600). */
export function gallerySrcSet(photo: Photo): string {
  return [`${photo.card} 640w`, photo.medium ? `${photo.medium} 960w` : null, `${photo.large} 1600w`]
    .filter(Boolean)
    .join(", ");
}

/** A gallery thumbnail: thumb (240), card (640). */
export function thumbnailSrcSet(photo: Photo): string {
  return [photo.thumb ? `${photo.thumb} 240w` : null, `${photo.card} 640w`].filter(Boolean).join(", ");
}
