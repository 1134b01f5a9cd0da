// @ts-check
/**
 * Starts the site: `npm start`, `npm run serve` (NODE_ENV=production) and `npm run dev`.
 * Production runs the server bundle that `npm run build` wrote to build/server: pages, API, email worker and caches in one
 * module graph (server/index.ts is its entry), compiled JavaScript, no TypeScript loader. Development loads the same entry
 * through Vite's dev server, which serves the browser's modules and reloads changed pages on the next request.
 * Plain JavaScript on purpose: this file is what Node runs before anything is compiled.
 */
import fs from "node:fs";

const BUNDLE = new URL("./build/server/index.js", import.meta.url);

if (process.env.NODE_ENV === "production") {
  if (!fs.existsSync(BUNDLE)) {
    console.error("No production build in build/server: run `npm run build` first.");
    process.exit(1);
  }
  /** @type {typeof import("./server/index")} */
  const server = await import(BUNDLE.href);
  server.startServer({ build: server.build });
} else {
  const vite = await import("vite");
  const devServer = await vite.createServer({ server: { middlewareMode: true } });
  /** @type {typeof import("./server/index")} */
  const server = /** @type {any} */ (await devServer.ssrLoadModule("./server/index.ts"));
  server.startServer({
    devMiddleware: devServer.middlewares,
    // Through Vite on every request, so an edited route is the one that answers.
    build: () => /** @type {Promise<any>} */ (devServer.ssrLoadModule("virtual:react-router/server-build")),
  });
}
