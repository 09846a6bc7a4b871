/**
 * Buttons that only work with JavaScript (the header's Properties menu, the
 * phone menu) remember a press made before the page's scripts ran. On a slow
 * phone the page is on screen seconds before React is, and such a press did
 * nothing at all.
 *
 * EARLY_CLICKS_SCRIPT runs first thing in <head>: a press on an element marked
 * `data-early-toggle` whose component has not mounted yet leaves
 * `data-early-clicked` on it. `useEarlyClick` marks the element ready when
 * its component mounts and, if it was pressed, acts then (opens the menu).
 * Its action must be idempotent ("open", not "toggle"): a press during
 * hydration may reach both React and the mark.
 */
import { useEffect, type RefObject } from "react";

export const EARLY_CLICKS_SCRIPT =
  'document.addEventListener("click",function(event){' +
  'var target=event.target instanceof Element&&event.target.closest("[data-early-toggle]");' +
  'if(target&&!("earlyReady" in target.dataset))target.setAttribute("data-early-clicked","")},true)';

export function useEarlyClick(ref: RefObject<HTMLElement | null>, act: () => void) {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    element.dataset.earlyReady = "";
    if (!element.hasAttribute("data-early-clicked")) return;
    element.removeAttribute("data-early-clicked");
    act();
    // Only on mount: later presses reach the component's own handler.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
