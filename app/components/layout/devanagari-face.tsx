/**
 * Adds the Devanagari face (devanagari-face.css) to a Hindi or Marathi page
 * once the page has loaded, and at once to a page that switches to one of
 * these languages later.
 *
 * Why after the load event: the face is a 118 KB file. Declared in the
 * page's stylesheet, the browser requests it at its highest priority as soon
 * as it lays out Devanagari text, and on a phone's slow network the first
 * paint then waited for it (Lighthouse's first contentful paint 1.7 s on
 * /hi/residential against 0.9 s on /residential). The phone's own
 * Devanagari font (Noto on Android) draws the text until it arrives, with
 * font-display: swap as before. Without JavaScript the <noscript> link
 * declares the face from the start.
 */
import { useEffect } from "react";
import faceStylesheet from "#app/devanagari-face.css?url";

/** The link's id: the face is added to a document once. */
const LINK_ID = "devanagari-face";

function addFaceStylesheet() {
  if (document.getElementById(LINK_ID)) return;
  const link = document.createElement("link");
  link.id = LINK_ID;
  link.rel = "stylesheet";
  link.href = faceStylesheet;
  document.head.append(link);
}

export function DevanagariFace() {
  useEffect(() => {
    if (document.readyState === "complete") addFaceStylesheet();
    else window.addEventListener("load", addFaceStylesheet, { once: true });
    return () => window.removeEventListener("load", addFaceStylesheet);
  }, []);
  return (
    <noscript>
      <link rel="stylesheet" href={faceStylesheet} />
    </noscript>
  );
}
