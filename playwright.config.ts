import { defineConfig, devices } from "@playwright/test";
import { E2E_STAFF } from "./tests/e2e/support/staff";

/**
 * End-to-end tests against real servers on fresh embedded databases: the public site's tests on one, the back office's
 * (which create, rename and deactivate products) on another, so neither sees the other's changes to the demo catalogue.
 * Default: the production build (`npm run build` first). E2E_DEV=1 uses the Vite dev server instead (no build needed).
 * E2E_PORT picks the ports (E2E_PORT for the public site, +1 for admin-auth's own server, +2 for the back office), so
 * several runs can share a machine.
 */
const port = Number(process.env.E2E_PORT ?? 4173);
const backOfficePort = port + 2;
const dev = process.env.E2E_DEV === "1";
const BACK_OFFICE_TESTS = /admin-.*\.spec\.ts$/;

/** A server on a fresh database with one staff account (tests/e2e/support/staff.ts), started as `npm run serve` or `npm run dev` starts it. */
function server(serverPort: number) {
  const dataDir = `/tmp/catalogue-e2e-${serverPort}`;
  const createStaff = dev ? "npx tsx server/cli/create-staff-user.ts" : "node build/server/cli/create-staff-user.js";
  return {
    command: `rm -rf ${dataDir} && echo "${E2E_STAFF.password}" | ${createStaff} ${E2E_STAFF.email} --name "${E2E_STAFF.name}" && ${dev ? "" : "NODE_ENV=production "}node server.js`,
    url: `http://127.0.0.1:${serverPort}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(serverPort),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      RATE_LIMIT_SUBMISSIONS_PER_MINUTE: "1000",
      // No minimum fill time: the bot check is tested at the API level (tests/api/forms.test.ts, server/forms/*.test.ts).
      FORM_MIN_FILL_MS: "0",
      PUBLIC_BASE_URL: `http://127.0.0.1:${serverPort}`,
    },
    stdout: "pipe" as const,
    stderr: "pipe" as const,
  };
}

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // In CI one retry, reported as "flaky" in the output: on a loaded 2-core machine a lazily loaded island can miss a
  // 10 s expectation (seen once in three full runs: the contact form's offline toast). Locally none, so a flake shows.
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [
    {
      name: "public",
      testIgnore: BACK_OFFICE_TESTS,
      use: { ...devices["Desktop Chrome"], baseURL: `http://127.0.0.1:${port}` },
    },
    {
      name: "back-office",
      testMatch: BACK_OFFICE_TESTS,
      use: { ...devices["Desktop Chrome"], baseURL: `http://127.0.0.1:${backOfficePort}` },
    },
  ],
  webServer: [server(port), server(backOfficePort)],
});
