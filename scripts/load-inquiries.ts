/**
 * `npm run load:inquiries -- [pglite|postgres] [requests=2000] [connections=50]`
 * Starts the production server on a fresh database with the submission limit raised through RATE_LIMIT_SUBMISSIONS_PER_MINUTE,
 * sends valid inquiries, stops the server, and proves that the number of 2xx answers equals the number of new rows.
 */
import { startServerProcess, waitForHealthy } from "./lib/server-process";
import { sendInquiries } from "./lib/inquiry-load";
import { verifyStored } from "./lib/verify-inquiries";
import { freshDatabase } from "./lib/database-target";

const kind = process.argv[2] === "postgres" ? "postgres" : "pglite";
const total = Number(process.argv[3] ?? 2000);
const connections = Number(process.argv[4] ?? 50);
const port = 4600 + (process.pid % 300);
const runId = `run${Date.now()}`;

const target = await freshDatabase(kind);
const server = startServerProcess({
  port,
  env: {
    DATA_DIR: target.dataDir,
    DATABASE_URL: target.databaseUrl ?? "",
    RATE_LIMIT_SUBMISSIONS_PER_MINUTE: "1000000",
  },
});
try {
  await waitForHealthy(port);
  const result = await sendInquiries({ baseUrl: `http://127.0.0.1:${port}`, total, connections, runId });
  server.child.kill("SIGTERM");
  await server.exited;
  const check = await verifyStored({
    dataDir: target.dataDir,
    databaseUrl: target.databaseUrl,
    runId,
    references: result.acknowledged,
  });
  const rate = Math.round((result.sent / result.durationMs) * 1000);
  console.log(`database: ${kind}`);
  console.log(
    `sent ${result.sent} valid inquiries over ${connections} connections in ${result.durationMs} ms (${rate} req/s)`,
  );
  console.log(`answers: ${JSON.stringify(result.statuses)}`);
  console.log(
    `2xx answers: ${result.acknowledged.length}; new rows: ${check.rows}; acknowledged but missing: ${check.missing.length}`,
  );
  if (result.acknowledged.length === 0) {
    console.error("FAILED: no submission was acknowledged");
    process.exitCode = 1;
  } else if (result.acknowledged.length !== check.rows || check.missing.length > 0) {
    console.error("MISMATCH: acknowledged inquiries and stored rows differ");
    process.exitCode = 1;
  } else {
    console.log("OK: every 2xx answer is one stored row, and nothing else was stored.");
  }
} finally {
  server.child.kill("SIGKILL");
  await target.drop();
}
