// Lint: TypeScript and React hooks rules, no import cycles, and the app/ ↔ server/ boundary of docs/architecture.md.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import { importX } from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { logicalClassesPlugin } from "./scripts/quality/eslint-logical-classes.js";

/** Code that reads or writes data, sends mail or touches files: never imported by what the browser runs. */
const SERVER_IMPORTS = {
  group: ["~server/*", "**/server/*"],
  message:
    "Browser-safe app/ code (components, content, lib) must not import server/: reach it from a route's loader or action (docs/architecture.md).",
};
/** Folders are crossed through aliases, never by path. */
const UP_IMPORTS = {
  regex: "^\\.\\./",
  message: "Import across folders through an alias (~/… for app/, ~server/… for server/), not ../",
};
const ROUTES_AND_COMPONENTS = {
  group: ["~/routes/*", "~/components/*", "~/root", "~/entry.*", "~/routes"],
  message: "server/ uses app/'s browser-safe modules (content, lib), never its routes or components.",
};

export default tseslint.config(
  {
    ignores: [
      "build/**",
      ".react-router/**",
      "node_modules/**",
      "data/**",
      "test-results/**",
      "playwright-report/**",
      "public/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  importX.flatConfigs.typescript,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: "module",
      globals: {
        console: "readonly",
        process: "readonly",
        URL: "readonly",
        Buffer: "readonly",
        TextDecoder: "readonly",
        setTimeout: "readonly",
        clearTimeout: "readonly",
      },
    },
    plugins: { "import-x": importX, "react-hooks": reactHooks },
    settings: { "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })] },
    rules: {
      // The classic hook rules; the React Compiler's extra rules (refs, set-state-in-effect) are for code the compiler builds, and we do not use it.
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      // Input checks match control characters on purpose, to refuse them.
      "no-control-regex": "off",
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" },
      ],
      "no-restricted-imports": ["error", { patterns: [UP_IMPORTS] }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/routes/**", "app/routes.ts", "app/entry.server.tsx", "app/**/*.test.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: [UP_IMPORTS, SERVER_IMPORTS] }] },
  },
  {
    files: ["server/**/*.ts"],
    ignores: ["server/**/*.test.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [UP_IMPORTS, ROUTES_AND_COMPONENTS] }] },
  },
  // Issue 18: left/right Tailwind classes would not mirror in the Arabic edition (scripts/quality/eslint-logical-classes.js).
  // Texts (app/content) are prose, not classes.
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/content/**", "app/**/*.test.{ts,tsx}"],
    plugins: { logical: logicalClassesPlugin },
    rules: { "logical/no-physical-direction-classes": "error" },
  },
  // Tests and tools may reach test support and script helpers by path.
  {
    files: ["tests/**", "scripts/**", "**/*.test.{ts,tsx}"],
    rules: { "no-restricted-imports": "off", "@typescript-eslint/no-explicit-any": "off" },
  },
);
