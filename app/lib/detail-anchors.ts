/**
 * The id of the detail pages' Send Inquiry form, which the tabs and the
 * contact bar link to. Apart from the form, whose code is fetched after the
 * page's (components/fetched-part.tsx), so that a link to it does not bring
 * the form's code into the page's first load.
 */
import type { MouseEvent } from "react";

export const INQUIRY_FORM_ANCHOR = "send-inquiry";

/**
 * A link to the form pressed once the page runs: the form is scrolled into
 * view (its scroll margin keeps the card's heading in sight) and takes the
 * focus, as the link's fragment does without JavaScript. Left to the browser,
 * the fragment's new history entry became a router navigation, and while a
 * part of the page still waited for its code that navigation's scroll
 * handling could leave the page at the top.
 */
export function showInquiryForm(event: MouseEvent<HTMLAnchorElement>) {
  const form = document.getElementById(INQUIRY_FORM_ANCHOR);
  if (!form) return;
  event.preventDefault();
  form.scrollIntoView();
  form.focus({ preventScroll: true });
}
