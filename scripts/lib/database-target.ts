/** Fresh, empty databases for tests and script runs: a PGlite directory, or a new PostgreSQL database on a given server. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";

/**
 * A new database on the PostgreSQL server of `adminUrl`, and a drop that first lets closed pools' connections end
 * (pool.end() resolves before its sockets are gone; forcing the drop at once would fail their last message).
 */
export async function createPostgresDatabase(
  adminUrl: string,
  prefix: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        for (let waited = 0; waited < 5_000; waited += 50) {
          const { rows } = await client.query<{ n: string }>(
            "SELECT count(*) AS n FROM pg_stat_activity WHERE datname = $1",
            [name],
          );
          if (Number(rows[0]?.n ?? 0) === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

export async function freshDatabase(
  kind: "pglite" | "postgres",
): Promise<{ dataDir: string; databaseUrl?: string; drop(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "catalogue-script-"));
  const removeDir = async () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (kind === "pglite") return { dataDir, drop: removeDir };
  const database = await createPostgresDatabase(
    process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test",
    "script",
  );
  return {
    dataDir,
    databaseUrl: database.url,
    drop: async () => {
      await database.drop();
      await removeDir();
    },
  };
}
