import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

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
 * page shares; the site's layout, shared helpers, cards and the few lucide
 * icons still drawn by components another (with the default chunking each
 * icon was its own file, 15 requests on the home page); zod, the lead forms,
 * the list pages' parts and the detail pages' parts one each.
 *
 * A group also takes in the modules its members import that no group of a
 * higher priority has taken, so the priorities decide where shared code ends
 * up: site first (what every page loads), then forms, listing, detail.
 */
const clientChunks = {
  groups: [
    { name: "framework", test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 30 },
    // zod (about 24 KB gzipped) only with the pages that check a form in the browser.
    { name: "zod", test: /node_modules[\\/]zod[\\/]|app[\\/]lib[\\/]zod\.ts/, priority: 40 },
    // What the site layout needs on every page (header, footer) and the small
    // shared helpers and cards of the public pages, in one file. The Radix
    // parts the header's menu uses come along as its dependencies; other Radix
    // primitives (dialogs, tabs, the admin bell's popover) go with the pages
    // that use them.
    {
      name: "site",
      test: /app[\\/](lib[\\/](?!validation|zod\.ts|saved-search\.ts)|components[\\/](layout|maintenance-page|catalogue[\\/](favorite-button|card-parts|property-card|project-card|filter-fields))|root)|node_modules[\\/](react-i18next|lucide-react)[\\/]/,
      priority: 15,
    },
    // The parts the list pages share (the list itself, paging, saving the
    // search) and those the detail pages share (breadcrumbs, contact bar,
    // owner contact, report, costs, locality link, view count, photo carousel, error page): each set one
    // file, not one request each.
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
    // Radix's tabs (a project's tabs, the admin settings) by name, not as a shared "dist" chunk.
    { name: "tabs", test: /node_modules[\\/]@radix-ui[\\/]react-tabs[\\/]/, priority: 11 },
    // The lead forms (inquiry, site visit, contact, the wizard) with their
    // validation and zod, which every page that has a form needs together
    // (and pages without one, such as the home page, do without).
    {
      name: "forms",
      test: /app[\\/](components[\\/](leads|form)[\\/]|lib[\\/](validation[\\/](?!admin-)|saved-search\.ts))/,
      priority: 14,
    },
  ],
};

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
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
    external: ["@electric-sql/pglite", "sharp", "pg", "nodemailer"],
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
