/**
 * A page's scripts start downloading after its first paint.
 *
 * Every page is complete HTML whose links and forms work before any script
 * runs; the scripts (about 240 KB gzipped) only make it interactive. When the
 * browser fetches them while the page is still arriving, a phone on a slow
 * network shares its bandwidth between them and the stylesheet, fonts and
 * pictures the visitor is waiting to see. So the document React Router
 * renders is changed in two places before it is sent:
 *
 * - the module preloads in <head> are taken out, and
 * - the inline module script that imports the page's route modules and the
 *   browser entry is given an inert type,
 *
 * and the inline script that precedes it (React Router's context script,
 * which runs as soon as the stylesheet is in) gets a few lines that, once
 * the browser reports the first contentful paint, add the same preloads and
 * run the module script's code in a new module script with the page's nonce.
 * Hydration then proceeds exactly as React Router does it. A tab opened in
 * the background (it does not paint) starts them when the document is
 * parsed, and one hidden before its first paint when it is hidden.
 *
 * The HTML is React Router's own <Scripts> output, so the patterns below are
 * exact; if a version of React Router renders them differently the document
 * is sent unchanged (scripts as early as before) and the unit test fails.
 */

const PRELOAD = /<link rel="modulepreload" href="([^"]+)"(?: nonce="[^"]*")?\/>/g;
const MODULE_SCRIPT = /<script nonce="([^"]*)" type="module" async="">/;
const CONTEXT_SCRIPT_END = /(<script nonce="[^"]*">window\.__reactRouterContext = [\s\S]*?)(<\/script>)/;
/** The held module script's type: a browser runs no script of an unknown type. */
const HELD_TYPE = "text/x-after-first-paint";

export function scriptsAfterFirstPaint(html: string): string {
  if (!MODULE_SCRIPT.test(html) || !CONTEXT_SCRIPT_END.test(html)) return html;
  const preloads: string[] = [];
  const withoutPreloads = html.replace(PRELOAD, (_tag, href: string) => {
    preloads.push(href);
    return "";
  });
  const held = withoutPreloads.replace(MODULE_SCRIPT, `<script nonce="$1" type="${HELD_TYPE}" async="">`);
  return held.replace(CONTEXT_SCRIPT_END, (_all, script: string, end: string) => script + starter(preloads) + end);
}

/** The lines added to the context script (classic, so document.currentScript names it). */
function starter(preloads: string[]): string {
  // JSON inside a script: "<" escaped so that no href can close the element.
  const hrefs = JSON.stringify(preloads).replaceAll("<", "\\u003c");
  return (
    `;(function(hrefs){var nonce=document.currentScript.nonce,started=false;` +
    `function start(){if(started)return;if(document.readyState==="loading"){document.addEventListener("DOMContentLoaded",start);return}started=true;` +
    `hrefs.forEach(function(href){var link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.appendChild(link)});` +
    `var held=document.querySelector('script[type="${HELD_TYPE}"]');if(!held)return;` +
    `var script=document.createElement("script");script.type="module";script.nonce=nonce;script.textContent=held.textContent;held.replaceWith(script)}` +
    // The first contentful paint as the browser reports it; where paint timing is unknown, the frame after the first.
    `var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];` +
    `if(document.hidden)start();` +
    `else if(types.indexOf("paint")>=0){new PerformanceObserver(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();setTimeout(start,0)}}).observe({type:"paint",buffered:true});` +
    // A page hidden before it paints starts them then; should no paint be reported at all, three seconds
    // after the stylesheet arrived (this script runs once it has) is later than any first paint.
    `document.addEventListener("visibilitychange",function(){if(document.hidden)start()});setTimeout(start,3000)}` +
    `else requestAnimationFrame(function(){setTimeout(start,0)})` +
    `})(${hrefs})`
  );
}
