import { useRef, useState, type KeyboardEvent, type TouchEvent } from "react";
import { useTranslation } from "react-i18next";

/** Horizontal finger travel (px) that counts as a swipe rather than a tap. */
const SWIPE_DISTANCE = 40;

/**
 * Which of `count` photos a gallery shows, and the ways both galleries change
 * it: previous/next (wrapping round at either end), the left and right arrow
 * keys (`onKeyDown`, on the focusable element) and a horizontal swipe
 * (`onTouchStart`/`onTouchEnd`, on the photo).
 */
export function useCarousel(count: number) {
  const [shown, setShown] = useState(0);
  const touchStart = useRef<number | null>(null);
  // A gallery given fewer photos than before starts again from its last one.
  const index = Math.min(shown, Math.max(count - 1, 0));
  const show = (next: number) => setShown(((next % count) + count) % count);
  const previous = () => show(index - 1);
  const next = () => show(index + 1);

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === "ArrowLeft") {
      event.preventDefault();
      previous();
    } else if (event.key === "ArrowRight") {
      event.preventDefault();
      next();
    }
  }

  function onTouchStart(event: TouchEvent<HTMLElement>) {
    touchStart.current = event.touches[0].clientX;
  }

  function onTouchEnd(event: TouchEvent<HTMLElement>) {
    const start = touchStart.current;
    touchStart.current = null;
    if (start === null) return;
    const distance = event.changedTouches[0].clientX - start;
    if (Math.abs(distance) >= SWIPE_DISTANCE) (distance < 0 ? next : previous)();
  }

  return { index, show, previous, next, onKeyDown, onTouchStart, onTouchEnd };
}

const ARROW_SIZES = {
  large: { button: "h-11 w-11", icon: "[--icon-size:1.5rem]" },
  compact: { button: "h-10 w-10", icon: "[--icon-size:1.25rem]" },
};

/**
 * The Previous photo / Next photo buttons over a gallery's photo. `jsOnly`
 * marks them for pages that hide what cannot work without JavaScript.
 */
export function CarouselArrows({
  onPrevious,
  onNext,
  size,
  jsOnly = false,
}: {
  onPrevious: () => void;
  onNext: () => void;
  size: keyof typeof ARROW_SIZES;
  jsOnly?: boolean;
}) {
  const { t } = useTranslation();
  const { button, icon } = ARROW_SIZES[size];
  // Each button's chevron is its CSS icon, sized by ARROW_SIZES.
  const arrow = (side: "left-3" | "right-3") =>
    `${jsOnly ? "js-only " : ""}absolute ${side} top-1/2 flex ${button} ${icon} -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow hover:bg-white`;
  return (
    <>
      <button
        type="button"
        onClick={onPrevious}
        aria-label={t("carousel.previous")}
        className={`icon-chevron-left ${arrow("left-3")}`}
      />
      <button
        type="button"
        onClick={onNext}
        aria-label={t("carousel.next")}
        className={`icon-chevron-right ${arrow("right-3")}`}
      />
    </>
  );
}
