import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { fileURLToPath } from "node:url";
import { precompressAssets } from "./scripts/vite/precompress-assets";

/**
 * The SSR build compiles the whole server, not only the React Router build: server/index.ts (Express, API, worker and the
 * pages in one module graph) and the command-line tools, which must run on a production install without TypeScript.
 */
const SERVER_ENTRIES = {
  index: "./server/index.ts",
  "cli/create-staff-user": "./server/cli/create-staff-user.ts",
  "cli/import-catalogue": "./server/cli/import-catalogue.ts",
};

/** React Router names every SSR entry file index.js; with several entries each keeps its own name (build/server/cli/*.js). */
const serverEntryNames: Plugin = {
  name: "server-entry-names",
  config: (_config, { isSsrBuild }) =>
    isSsrBuild ? { build: { rollupOptions: { output: { entryFileNames: "[name].js" } } } } : undefined,
};

/**
 * The browser bundle's framework (React, React DOM, React Router and the bundler's runtime helpers) is one chunk: every
 * page needs all of it, and one file costs one request instead of five (decision 104).
 */
const FRAMEWORK_MODULES =
  /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]|vite[\\/]preload-helper/;

/**
 * Every page runs the root route and its static imports (layout, header, shared helpers): they are one chunk, "shell",
 * instead of a dozen small ones cut along which routes happen to share them (decision 104).
 */
const shellModules = new Set<string>();
const LUCIDE_BARREL = /lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/;
const collectShellModules: Plugin = {
  name: "collect-shell-modules",
  applyToEnvironment: (environment) => environment.name === "client",
  buildEnd() {
    const root = [...this.getModuleIds()].find((id) => /[\\/]app[\\/]root\.tsx($|\?)/.test(id));
    const pending = root ? [root] : [];
    while (pending.length > 0) {
      const id = pending.pop()!;
      if (shellModules.has(id) || FRAMEWORK_MODULES.test(id)) continue;
      shellModules.add(id);
      // A barrel would pull every icon into the shell: its files import icons one by one ("lucide-react/icons/menu").
      if (!LUCIDE_BARREL.test(id)) pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
    }
  },
};

export default defineConfig(({ isSsrBuild }) => ({
  build: isSsrBuild
    ? { rollupOptions: { input: SERVER_ENTRIES } }
    : {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: "framework", test: FRAMEWORK_MODULES, priority: 10 },
                { name: "shell", test: (id) => shellModules.has(id), priority: 5 },
              ],
            },
          },
        },
      },
  plugins: [tailwindcss(), reactRouter(), serverEntryNames, collectShellModules, precompressAssets],
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      "~server": fileURLToPath(new URL("./server", import.meta.url)),
    },
  },
}));
