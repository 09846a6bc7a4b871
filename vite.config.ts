import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
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
 * Browser chunks: a phone pays per request, so the first load of a page is a
 * handful of files, not one per module (at most 12 script requests, language
 * texts included). The framework (React, React Router) is one chunk every
 * page shares; the site's layout, shared helpers and cards another; zod, the
 * forms' rules, the lead forms, the list pages' parts and the detail pages'
 * parts one each. Public pages draw their icons with CSS (ADR 008); the lucide
 * components the admin screens use are one chunk that only they load (with
 * the default chunking each icon was its own file).
 *
 * A group also takes in the modules its members import that no group of a
 * higher priority has taken, so the priorities decide where shared code ends
 * up: site first (what every page loads), then forms, listing, detail.
 */
const clientChunks = {
  groups: [
    { name: "framework", test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 30 },
    // What the site layout needs on every page (header, footer) and the small
    // shared helpers and cards of the public pages, in one file; of
    // react-i18next, not <Trans> (with its HTML parser, about 3 KB), which
    // goes with the few pages that use it. Radix
    // primitives (dialogs, tabs, the admin bell's popover) go with the pages
    // that use them; the header's menu is our own (ADR 018).
    {
      name: "site",
      test: /app[\\/](lib[\\/](?!validation|zod\.ts|saved-search\.ts)|components[\\/](layout|maintenance-page|catalogue[\\/](favorite-button|card-parts|property-card|project-card|filter-fields))|root)|node_modules[\\/]react-i18next[\\/](?!.*Trans)/,
      priority: 15,
    },
    // The parts the list pages share (the list itself, paging, saving the
    // search) and those the detail pages share (breadcrumbs, contact bar,
    // owner contact, report, costs, locality link, view count, photo carousel,
    // error page): each set one file, not one request each.
    {
      name: "listing",
      test: /app[\\/]components[\\/](pagination|catalogue[\\/]property-listing-page|saved-searches[\\/](save-search-panel|search-settings-fields))/,
      priority: 13,
    },
    {
      name: "detail",
      test: /app[\\/]components[\\/](catalogue[\\/](breadcrumbs|detail-error-page|carousel)|owners[\\/](owner-contact|report-listing)|buyer[\\/](cost-breakdown|locality-link|contact-bar)|personal[\\/]view-beacon)/,
      priority: 12,
    },
    // zod and the public forms' rules (about 27 KB gzipped), one file: the
    // list and detail pages load it after the page (lib/form/deferred-check.ts);
    // the contact page, the wizard and the account pages, whose forms are the
    // page, with it. Low priority, so that what the rules import stays in the
    // chunks every page has.
    {
      name: "rules",
      test: /node_modules[\\/]zod[\\/]|app[\\/]lib[\\/](zod\.ts|validation[\\/](?!admin-))/,
      priority: 10,
    },
    // The lucide components of the admin screens, one file (public pages use CSS icons).
    { name: "admin-icons", test: /node_modules[\\/]lucide-react[\\/]/, priority: 9 },
    // The lead forms (inquiry, site visit, the wizard) and the form hook,
    // which every page that has a form needs (pages without one, such as the
    // home page, do without); their rules are in the rules chunk. Not the
    // project page's site-visit button and dialog: the button goes with that
    // page, the dialog (and Radix's) is fetched when first wanted.
    {
      name: "forms",
      test: /app[\\/](components[\\/](leads[\\/](?!site-visit-(?:dialog|modal))|form[\\/])|lib[\\/]saved-search\.ts)/,
      priority: 14,
    },
  ],
};

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter(), precompressAssets()],
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
