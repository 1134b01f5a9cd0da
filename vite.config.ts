import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { fileURLToPath } from "node:url";

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

export default defineConfig(({ isSsrBuild }) => ({
  build: { rollupOptions: isSsrBuild ? { input: SERVER_ENTRIES } : undefined },
  plugins: [tailwindcss(), reactRouter(), serverEntryNames],
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      "~server": fileURLToPath(new URL("./server", import.meta.url)),
    },
  },
}));
