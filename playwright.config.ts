import { defineConfig, devices } from "@playwright/test";
import { E2E_STAFF } from "./tests/e2e/support/staff";

/**
 * End-to-end tests against a real server on a fresh embedded database.
 * Default: the production build (`npm run build` first). E2E_DEV=1 uses the Vite dev server instead (no build needed).
 * E2E_PORT picks the port, so several runs can share a machine.
 */
const port = Number(process.env.E2E_PORT ?? 4173);
const dev = process.env.E2E_DEV === "1";
const dataDir = `/tmp/catalogue-e2e-${port}`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    // A fresh database with one staff account for the back-office tests (tests/e2e/support/staff.ts), then the server.
    command: `rm -rf ${dataDir} && echo "${E2E_STAFF.password}" | npx tsx server/cli/create-staff-user.ts ${E2E_STAFF.email} --name "${E2E_STAFF.name}" && ${dev ? "" : "NODE_ENV=production "}npx tsx server/main.ts`,
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      RATE_LIMIT_SUBMISSIONS_PER_MINUTE: "1000",
      FORM_MIN_FILL_MS: "300",
      PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
    },
    stdout: "pipe",
    stderr: "pipe",
  },
});
