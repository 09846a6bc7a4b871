// ESLint flat config. Besides the recommended JavaScript, TypeScript and
// React-hooks rules, it enforces the architecture: layers import downwards
// only, a request body is read in one bounded place, and domain code takes
// typed input instead of raw request objects.
import js from "@eslint/js";
import { defineConfig, globalIgnores } from "eslint/config";
import reactHooks from "eslint-plugin-react-hooks";
import { importX } from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { LAYERS } from "./scripts/layers.mjs";
import globals from "globals";
import tseslint from "typescript-eslint";

// The one module allowed to read a request body: it enforces the size limit
// and answers 413/415/400 instead of buffering whatever a client sends.
// Change this path if the reader moves.
const BOUNDED_BODY_READER = "app/web/request-body.server.ts";

const RAW_BODY_MESSAGE =
  "Read request bodies only through the bounded reader (" +
  BOUNDED_BODY_READER +
  "): it caps the size and refuses a wrong or malformed body with a 4xx instead of a 500.";

/** Calls that read a request body without a size limit. */
const rawBodyReading = [
  {
    selector: "CallExpression[callee.type='MemberExpression'][callee.property.name='formData']",
    message: RAW_BODY_MESSAGE,
  },
  {
    selector:
      "CallExpression[callee.type='MemberExpression'][callee.object.name=/^(request|req)$/][callee.property.name=/^(json|text|arrayBuffer|blob)$/]",
    message: RAW_BODY_MESSAGE,
  },
];

/** Request-shaped types that must not reach domain code. */
const rawRequestTypes = ["Request", "FormData", "URLSearchParams"].map((name) => ({
  selector: `TSTypeReference > Identifier.typeName[name='${name}']`,
  message: `Domain functions take typed, validated input, not ${name}: parse the request in the route (with zod) and pass the result.`,
}));

/**
 * One zone per layer of scripts/layers.mjs: a layer may not import any path of
 * the layers above it (type-only imports included). scripts/check-imports.mjs
 * checks the same graph for circles, which import-x/no-cycle would miss when
 * they run through type-only imports.
 */
const layerZones = LAYERS.slice(1).map((layer, index) => {
  const above = LAYERS.slice(0, index + 1);
  return {
    target: layer.paths.map((p) => `./${p}`),
    from: above.flatMap((upper) => upper.paths.map((p) => `./${p}`)),
    message: `${layer.name} is below ${above.map((upper) => upper.name).join(", ")}: imports go downwards only (docs/decisions/007-domain-layer.md). Move the shared type or function down, or pass it in.`,
  };
});

/** Browser code takes zod from app/lib/zod.ts, which turns zod's eval probe off before any schema is built. */
const ZOD_IMPORT = {
  name: "zod",
  allowTypeImports: true,
  message: "Import z from #app/lib/zod: it sets zod up for the site's Content-Security-Policy.",
};
const SERVER_MODULE_IMPORT = {
  regex: "\\.server(\\.[jt]sx?)?$",
  message: "app/lib is shared with the browser: it must not import *.server modules.",
};

export default defineConfig([
  globalIgnores([
    "build/",
    "build-*/",
    ".react-router/",
    "node_modules/",
    "drizzle/",
    "public/",
    "test-results/",
    "playwright-report/",
    "data/",
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ["app/**/*.{ts,tsx}"],
    extends: [reactHooks.configs.flat.recommended],
    rules: {
      // An effect with incomplete dependencies is a stale-value bug unless it
      // says why (an eslint-disable comment with the reason).
      "react-hooks/exhaustive-deps": "error",
      // These two rules serve the React Compiler, which this project does not
      // use. They flag two deliberate patterns: copying a server answer
      // (actionData, fetcher.data) into local state in an effect, and a ref
      // that holds the latest value for a long-lived callback.
      "react-hooks/set-state-in-effect": "off",
      "react-hooks/refs": "off",
    },
  },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_" },
      ],
      // Input sanitising matches control characters on purpose, to strip them.
      "no-control-regex": "off",
    },
  },
  {
    files: ["app/**/*.{ts,tsx,js,jsx}"],
    ignores: [BOUNDED_BODY_READER],
    rules: { "no-restricted-syntax": ["error", ...rawBodyReading] },
  },
  {
    files: ["app/domain/**/*.{ts,tsx}"],
    rules: { "no-restricted-syntax": ["error", ...rawBodyReading, ...rawRequestTypes] },
  },
  {
    files: ["app/lib/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [SERVER_MODULE_IMPORT], paths: [ZOD_IMPORT] }],
    },
  },
  {
    files: ["app/lib/zod.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [SERVER_MODULE_IMPORT] }] },
  },
  {
    // Public and account screens link within the reader's language (docs/decisions/015-languages.md).
    files: ["app/routes/**/*.tsx", "app/components/**/*.tsx", "app/root.tsx"],
    ignores: ["app/routes/admin/**", "app/components/admin/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "react-router",
              importNames: ["Link", "NavLink", "Form"],
              message: "Use Link, NavLink and Form from #app/i18n/link: they keep the reader's language.",
            },
            ZOD_IMPORT,
          ],
        },
      ],
    },
  },
  {
    // Layers import downwards only (circles: scripts/check-imports.mjs).
    files: ["app/**/*.{ts,tsx,js,jsx,mjs}"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { basePath: import.meta.dirname, zones: layerZones }],
    },
  },
]);
