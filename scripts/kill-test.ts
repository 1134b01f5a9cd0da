/**
 * `npm run kill-test -- [rounds=10]`: kills the server with SIGKILL at random moments while inquiries are being sent,
 * restarts it on the same PGlite data directory each time, and checks that every acknowledged inquiry survived and the
 * database opened every time.
 */
import { startServerProcess, waitForHealthy } from "./lib/server-process";
import { sendInquiries } from "./lib/inquiry-load";
import { verifyStored } from "./lib/verify-inquiries";
import { freshDatabase } from "./lib/database-target";

const rounds = Number(process.argv[2] ?? 10);
const port = 4900 + (process.pid % 90);
const runId = `kill${Date.now()}`;
const target = await freshDatabase("pglite");
const acknowledged: string[] = [];
let opened = 0;
try {
  for (let round = 1; round <= rounds; round++) {
    const server = startServerProcess({
      port,
      env: { DATA_DIR: target.dataDir, RATE_LIMIT_SUBMISSIONS_PER_MINUTE: "1000000" },
    });
    await waitForHealthy(port);
    opened++;
    const controller = new AbortController();
    const killAfter = 200 + Math.floor(Math.random() * 1500);
    const load = sendInquiries({
      baseUrl: `http://127.0.0.1:${port}`,
      total: 1_000_000,
      connections: 20,
      runId: `${runId}`,
      signal: controller.signal,
    });
    await new Promise((resolve) => setTimeout(resolve, killAfter));
    server.child.kill("SIGKILL");
    await server.exited;
    controller.abort();
    const result = await load;
    acknowledged.push(...result.acknowledged);
    console.log(`round ${round}: killed after ${killAfter} ms; ${result.acknowledged.length} acknowledged`);
  }
  const check = await verifyStored({ dataDir: target.dataDir, runId, references: acknowledged });
  opened++;
  console.log(
    `database opened ${opened} of ${rounds + 1} times; acknowledged ${acknowledged.length}; rows ${check.rows}; acknowledged but missing ${check.missing.length}`,
  );
  if (acknowledged.length === 0 || opened !== rounds + 1) {
    console.error("FAILED: no inquiry was acknowledged, or the database did not open every time");
    process.exitCode = 1;
  } else if (check.missing.length > 0) {
    console.error(`LOST: ${check.missing.slice(0, 10).join(", ")}`);
    process.exitCode = 1;
  } else {
    console.log("OK: every acknowledged inquiry survived every kill.");
  }
} finally {
  await target.drop();
}
