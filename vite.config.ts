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
 * handful of files, not one per module. The framework (React, React Router) is
 * one chunk every page shares, all lucide icons are one small chunk (with the
 * default chunking each icon was its own file, 15 requests on the home page),
 * the site's layout and shared helpers one, the lead forms one. A public page
 * then starts 8-10 script requests instead of 28-46.
 */
const clientChunks = {
  groups: [
    { name: "framework", test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 30 },
    { name: "icons", test: /node_modules[\\/]lucide-react[\\/]/, priority: 20 },
    // What the site layout needs on every page (header, menu dialog, footer) and
    // the small shared helpers and cards of the public pages, in one file.
    {
      name: "site",
      test: /app[\\/](lib[\\/](?!validation)|components[\\/](layout|maintenance-page|catalogue[\\/](favorite-button|card-parts|property-card|project-card|filter-fields))|root)|node_modules[\\/](@radix-ui|radix-ui|react-remove-scroll|react-remove-scroll-bar|aria-hidden|use-callback-ref|use-sidecar|get-nonce|tslib|react-style-singleton)[\\/]/,
      priority: 15,
    },
    // The lead forms (inquiry, site visit, contact, the wizard) with their
    // validation, which every page that has a form needs together.
    {
      name: "forms",
      test: /app[\\/](components[\\/](leads|form)[\\/]|lib[\\/]validation[\\/](?!admin-))/,
      priority: 12,
    },
  ],
};

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    tsconfigPaths: true,
    alias: command === "build" ? reactRouterProduction : [],
  },
  build: isSsrBuild ? {} : { rolldownOptions: { output: { codeSplitting: clientChunks } } },
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
