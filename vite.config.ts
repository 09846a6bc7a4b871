import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { precompressAssets } from "./scripts/precompress-assets.ts";

/**
 * react-router's package exports name only its development build (for every
 * condition, node and browser alike), which runs dev-only checks and warnings
 * on every render. A production build uses the production files instead: both
 * entry points, so the client and the server each hold one copy of the router.
 */
const reactRouterProduction = [
  { find: /^react-router$/, replacement: routerFile("index.mjs") },
  { find: /^react-router\/dom$/, replacement: routerFile("dom-export.mjs") },
];

function routerFile(name: string) {
  return fileURLToPath(new URL(`./node_modules/react-router/dist/production/${name}`, import.meta.url));
}

/**
 * Components read their texts through the site's own React binding
 * (app/i18n/react-texts.tsx), not react-i18next: "react-i18next" resolves to
 * it on both sides, so components import "react-i18next" and keep its types.
 * - In the browser it draws the site's own translator, not i18next (about
 *   18 KB gzipped on every page; docs/decisions/048-browser-texts-without-i18next.md).
 * - On the server it draws the language's i18next instance. react-i18next's
 *   `useTranslation` copied every property of that instance into a new object
 *   in each component of each render: a fifth of a signed-in page's CPU with
 *   the garbage it left (docs/decisions/051-server-texts-through-the-sites-binding.md).
 * Texts with markup are drawn by app/i18n/rich-text.tsx on both sides, not
 * react-i18next's <Trans> (ADR 049).
 */
const TEXT_BINDINGS: Record<string, string> = {
  "react-i18next": fileURLToPath(new URL("./app/i18n/react-texts.tsx", import.meta.url)),
};

function textBindings(): Plugin {
  return {
    name: "nivaas-text-bindings",
    enforce: "pre",
    resolveId(source) {
      return TEXT_BINDINGS[source] ?? null;
    },
  };
}

/**
 * Browser chunks: a phone pays per request, so the first load of a page is a
 * handful of files, not one per module (at most 12 script requests, language
 * texts included); and it pays per byte, so a page loads only the code it
 * draws (ADR 040: `npm run bench:pages` prints each page's own code beside the
 * framework's, and tests/e2e/first-load-js.spec.ts holds it to its budget).
 *
 * - `framework`: React, React DOM and React Router, one chunk every page shares.
 * - `site`: the frame every page renders (root, header, footer, language
 *   switcher, the favourites' notice, the page titles' helper, the form
 *   checks' loader, `useHydrated` and Vite's preload helper, which would
 *   otherwise drag the chunk holding them into pages that need nothing else
 *   of it) with the browser's translator and its drawing of texts with
 *   markup. Not the maintenance and refusal pages: they are fetched when one
 *   is shown (layout/refusal-pages.tsx). Nothing a page draws inside the
 *   frame: that used to be here (all of app/lib, the cards and the filters),
 *   and every page paid for the list pages' and the calculators' code.
 * - `catalogue`: the cards, what the pages that show properties and projects
 *   share (home, lists, detail pages, a locality, favourites, compare, a
 *   supplier's profile); `search`: the filters' fields and reading a search
 *   from the URL, which only the pages with a search form load.
 * - `places`: the option lists and the place names' lookup (the names
 *   themselves are data, fetched for Hindi and Marathi pages only:
 *   app/i18n/place-table.ts): the cards' pages use them, and so do pages that
 *   draw no card (the wizard, the localities, the EMI calculator), which would
 *   otherwise load every card with them; and the photos' `srcset` helpers
 *   and a project's status labels, so that the project page, which draws no
 *   card, loads none.
 * - `geo`: coordinates, bounds and areas, and the few lines that fetch
 *   MapLibre's worker ahead, which every page with a map calls (not the EMI
 *   calculator's, the localities' or the favourites' concern).
 * - `query-values`: reading numbers and text from a URL, for the lists and
 *   the EMI calculator.
 * - `calculators`: the EMI and purchase-cost arithmetic and their tables
 *   (the EMI calculator, a property's costs, compare).
 * - `listing` and `detail`: the parts the list pages share (paging, the
 *   map switch, the save-search button, submitting a filter as it changes;
 *   the property lists' own page and filters go with /residential and
 *   /commercial, and the signed-in visitor's save-search form is fetched for
 *   them alone) and those the detail pages share (breadcrumbs, contact bar,
 *   locality link, view count, photo carousel, error page), each set one
 *   file. `detail` ranks above the forms' groups, which would otherwise take
 *   in the inquiry form's anchor it shares with them. The detail pages'
 *   lower parts (forms, owner's phone, report, cost table, reviews, the
 *   Location tab's map) are fetched after the page (ADR 050).
 * - `forms`: the form hook, the fields and the notices every page with a
 *   form needs (sign-in, contact, the wizard; the detail pages after the page);
 *   `lead-forms`: the inquiry and site-visit forms and the report reasons and
 *   review values the detail pages' forms share with their rules. The rules
 *   are in `rules`.
 *   Not the project page's site-visit dialog: it (and Radix's) is fetched
 *   when first wanted (ADR 020).
 * - `rules`: zod and the public forms' rules (about 28 KB gzipped), one file:
 *   the public pages (lists, detail pages, contact, the wizard) load it after
 *   the page (lib/form/deferred-check.ts); the account pages with it.
 *   Low priority, so that what the rules import stays with the pages.
 * - `admin-icons`: the lucide components of the admin screens (public pages
 *   draw their icons with CSS, ADR 008).
 * Every other module goes with the route that imports it, or in a chunk
 * shared by the routes that do.
 *
 * A group also takes in the modules its members import that no group of a
 * higher priority has taken, so the priorities decide where shared code ends
 * up: framework, site (what every page loads), then the smaller sets.
 */
const clientChunks = {
  groups: [
    { name: "framework", test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 30 },
    {
      name: "site",
      test: /app[\\/](root\.tsx|lib[\\/](form[\\/]deferred-check|seo|use-hydrated)\.ts|components[\\/]layout[\\/]|i18n[\\/](browser[\\/]texts|react-texts|rich-text)\.tsx?)|vite[\\/]preload-helper/,
      priority: 20,
    },
    {
      name: "catalogue",
      test: /app[\\/](components[\\/](catalogue[\\/](card-parts|property-card|project-card|compare-button|price-reduced-note)|reviews[\\/]rating-badge)|lib[\\/](rera|compare)\.ts)/,
      priority: 16,
    },
    {
      name: "search",
      test: /app[\\/](components[\\/]catalogue[\\/]filter-fields|lib[\\/](property-query|project-query)\.ts)/,
      priority: 16,
    },
    { name: "query-values", test: /app[\\/]lib[\\/]query-values\.ts/, priority: 18 },
    {
      name: "places",
      test: /app[\\/](lib[\\/](options|localities|photo-sources|project-status)\.ts|i18n[\\/]places\.ts)/,
      priority: 17,
    },
    { name: "geo", test: /app[\\/](components[\\/]maps[\\/]map-worker|lib[\\/]geo)\.ts/, priority: 17 },
    {
      name: "forms",
      test: /app[\\/](components[\\/](leads[\\/](?!site-visit-(?:dialog|modal)|inquiry-form|site-visit-form|use-lead-form)|form[\\/])|lib[\\/]lead-notices\.ts)/,
      priority: 14,
    },
    {
      name: "lead-forms",
      test: /app[\\/](components[\\/]leads[\\/](inquiry-form|site-visit-form|use-lead-form)|lib[\\/](reviews|report-reasons|site-visit-times)\.ts)/,
      priority: 14,
    },
    {
      name: "listing",
      test: /app[\\/]components[\\/](pagination|catalogue[\\/]map-area-note|saved-searches[\\/]save-search-panel|map-search[\\/](map-switch|map-view|load-search-map))|app[\\/]lib[\\/]use-auto-submit\.ts/,
      priority: 12,
    },
    // A saved search's summary and rules' shared parts: the list pages' panel and the rules both use it.
    { name: "saved-search", test: /app[\\/]lib[\\/]saved-search\.ts/, priority: 13 },
    // The EMI formula by itself: compare shows an EMI without the calculators' tables.
    { name: "emi", test: /app[\\/]lib[\\/]emi\.ts/, priority: 12 },
    {
      name: "calculators",
      test: /app[\\/](lib[\\/](emi|emi-extras|purchase-costs)\.ts|components[\\/]buyer[\\/](emi-sections|cost-breakdown|property-cost-panel))/,
      priority: 11,
    },
    {
      name: "detail",
      test: /app[\\/]components[\\/](catalogue[\\/](breadcrumbs|detail-error-page|carousel)|buyer[\\/](locality-link|contact-bar)|personal[\\/]view-beacon)|app[\\/]lib[\\/](tab-keys|detail-anchors)\.ts/,
      priority: 15,
    },
    // The wizard's steps and categories, which the wizard draws at once and its rules also use: a file of
    // their own, or `rules` would take them in and come with the wizard (`forms` would bring the option
    // lists' `catalogue` to every page with a form).
    { name: "listing-steps", test: /app[\\/]lib[\\/]listing-steps\.ts/, priority: 9 },
    {
      name: "rules",
      test: /node_modules[\\/]zod[\\/]|app[\\/]lib[\\/](zod\.ts|validation[\\/](?!admin-))/,
      priority: 8,
    },
    { name: "admin-icons", test: /node_modules[\\/]lucide-react[\\/]/, priority: 7 },
  ],
};

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [textBindings(), tailwindcss(), reactRouter(), precompressAssets()],
  // In development too the browser resolves react-i18next to the binding above, not a pre-bundled copy of
  // the library; i18next is not pre-bundled either (the browser translates without it, ADR 048).
  optimizeDeps: { exclude: ["react-i18next", "i18next"] },
  resolve: {
    tsconfigPaths: true,
    alias: command === "build" ? reactRouterProduction : [],
  },
  // SOURCEMAP=1 adds browser source maps, to see what each chunk holds.
  build: isSsrBuild
    ? {}
    : { sourcemap: !!process.env.SOURCEMAP, rolldownOptions: { output: { codeSplitting: clientChunks } } },
  ssr: {
    // Native / wasm packages stay external: Node loads them from node_modules at run time.
    external: ["@electric-sql/pglite", "sharp", "pg", "nodemailer", "koffi"],
    // Bundled into the server build: the router and its Node adapters so that they
    // use the production router above (server.mjs takes the request handler from
    // the build, one router copy); lucide-react and radix-ui so that only what the
    // app uses is loaded (external, they load every icon and primitive, tens of
    // megabytes of a small server's memory).
    noExternal:
      command === "build"
        ? ["react-router", "@react-router/node", "@react-router/express", "lucide-react", "radix-ui", /^@radix-ui\//]
        : [],
  },
}));
