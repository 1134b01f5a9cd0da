import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

const alias = {
  "~": fileURLToPath(new URL("./app", import.meta.url)),
  "~server": fileURLToPath(new URL("./server", import.meta.url)),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        resolve: { alias },
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 120_000,
          globalSetup: ["tests/api/pglite-templates.ts"],
          // Every file starts its own servers on fresh databases (harness.ts): three files at a time keep both cores
          // busy while one waits on a child process or PostgreSQL.
          maxWorkers: 3,
        },
      },
    ],
  },
});
