/**
 * `npm run load:inquiries -- [pglite|postgres] [requests=2000] [connections=50] [quote]`
 * Starts the production server on a fresh database with the submission limit raised through RATE_LIMIT_SUBMISSIONS_PER_MINUTE,
 * sends valid inquiries, stops the server, and proves that the number of 2xx answers equals the number of new rows.
 * `quote` (issue 17): each inquiry is a quote request with 3 lines through POST /api/inquiries, and the check is
 * 2xx answers = new requests = lines / 3.
 */
import { startServerProcess, waitForHealthy } from "./lib/server-process";
import { sendInquiries } from "./lib/inquiry-load";
import { verifyStored } from "./lib/verify-inquiries";
import { freshDatabase } from "./lib/database-target";

const kind = process.argv[2] === "postgres" ? "postgres" : "pglite";
const total = Number(process.argv[3] ?? 2000);
const connections = Number(process.argv[4] ?? 50);
const quoteMode = process.argv[5] === "quote";
const LINES_PER_REQUEST = 3;
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
  const baseUrl = `http://127.0.0.1:${port}`;
  // The server seeds the demo catalogue into the empty database: its products are the lines.
  const productIds = quoteMode
    ? ((await (await fetch(`${baseUrl}/api/products?limit=60`)).json()) as Array<{ id: string }>).map(({ id }) => id)
    : [];
  if (quoteMode && productIds.length < LINES_PER_REQUEST) throw new Error("The catalogue has too few products");
  const result = await sendInquiries({
    baseUrl,
    total,
    connections,
    runId,
    quote: quoteMode ? { productIds, linesPerRequest: LINES_PER_REQUEST } : undefined,
  });
  server.child.kill("SIGTERM");
  await server.exited;
  const check = await verifyStored({
    dataDir: target.dataDir,
    databaseUrl: target.databaseUrl,
    runId,
    references: result.acknowledged,
  });
  const rate = Math.round((result.sent / result.durationMs) * 1000);
  console.log(`database: ${kind}${quoteMode ? ` (quote requests with ${LINES_PER_REQUEST} lines each)` : ""}`);
  console.log(
    `sent ${result.sent} valid inquiries over ${connections} connections in ${result.durationMs} ms (${rate} req/s)`,
  );
  console.log(`answers: ${JSON.stringify(result.statuses)}`);
  console.log(
    `2xx answers: ${result.acknowledged.length}; new rows: ${check.rows}; acknowledged but missing: ${check.missing.length}`,
  );
  if (quoteMode)
    console.log(`lines: ${check.lines} (lines / ${LINES_PER_REQUEST} = ${check.lines / LINES_PER_REQUEST})`);
  if (result.acknowledged.length === 0) {
    console.error("FAILED: no submission was acknowledged");
    process.exitCode = 1;
  } else if (quoteMode && check.lines !== check.rows * LINES_PER_REQUEST) {
    console.error(`MISMATCH: ${check.rows} requests but ${check.lines} lines`);
    process.exitCode = 1;
  } else if (result.acknowledged.length !== check.rows || check.missing.length > 0) {
    console.error("MISMATCH: acknowledged inquiries and stored rows differ");
    process.exitCode = 1;
  } else {
    console.log(
      quoteMode
        ? `OK: every 2xx answer is one stored request with its ${LINES_PER_REQUEST} lines, and nothing else was stored.`
        : "OK: every 2xx answer is one stored row, and nothing else was stored.",
    );
  }
} finally {
  server.child.kill("SIGKILL");
  await target.drop();
}
