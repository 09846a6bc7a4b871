/**
 * The layers of app/, top to bottom (docs/decisions/007-domain-layer.md). A
 * module may import from its own layer and the ones below it, never from one
 * above: the screens (routes) stand on the components, which stand on the
 * HTTP edge (web), which stands on the rules (domain), which stand on the
 * infrastructure (platform), which stands on the code shared with the browser
 * (lib, i18n, locales). Type-only imports count too: a type read from a
 * higher layer ties the lower one to it just the same.
 *
 * Read by eslint.config.js (import-x/no-restricted-paths) and by
 * scripts/check-imports.mjs, which also refuses circles, type-only ones included.
 */
export const LAYERS = [
  {
    name: "routes",
    paths: ["app/routes", "app/root.tsx", "app/routes.ts", "app/entry.server.tsx", "app/entry.client.tsx"],
  },
  { name: "components", paths: ["app/components"] },
  { name: "web", paths: ["app/web"] },
  { name: "domain", paths: ["app/domain"] },
  { name: "platform", paths: ["app/platform"] },
  { name: "lib", paths: ["app/lib", "app/i18n", "app/locales", "app/fonts"] },
];

/** The index in LAYERS of the layer holding `file` (a path from the repository root), or -1. */
export function layerOf(file) {
  return LAYERS.findIndex((layer) => layer.paths.some((p) => file === p || file.startsWith(`${p}/`)));
}
