/** Opens the database: embedded PGlite under DATA_DIR by default, PostgreSQL when DATABASE_URL is set. Migrations run on open, then stale derived facts are recomputed. */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema";
import { lockDataDir } from "./data-dir-lock";
import { recomputeStaleFacts } from "~server/catalogue/recompute-derived-facts";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  driver: "pglite" | "postgres";
  close(): Promise<void>;
}

/** The project's drizzle/ folder, upwards from this module: server/db/ in the sources, build/server/ or a chunk below it when built. */
function findMigrationsFolder(): string {
  const start = path.dirname(fileURLToPath(import.meta.url));
  for (let dir = start; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, "drizzle");
    if (fs.existsSync(path.join(candidate, "meta", "_journal.json"))) return candidate;
    if (path.dirname(dir) === dir) throw new Error(`No drizzle/ migrations folder above ${start}.`);
  }
}

export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  poolSize?: number;
}): Promise<Database> {
  const migrationsFolder = findMigrationsFolder();
  if (options.databaseUrl) {
    const { default: pg } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    const db = drizzle(pool, { schema });
    await migrate(db, { migrationsFolder });
    await recomputeStaleFacts(db as unknown as Db);
    return { db: db as unknown as Db, driver: "postgres", close: () => pool.end() };
  }
  const release = lockDataDir(options.dataDir);
  try {
    const { PGlite } = await import("@electric-sql/pglite");
    const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
    const { drizzle } = await import("drizzle-orm/pglite");
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    const client = await PGlite.create(path.join(options.dataDir, "pglite"), { extensions: { pg_trgm } });
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder });
    // Rows whose derived facts an older rule version wrote (or a migration left) are brought up to date before use.
    await recomputeStaleFacts(db as unknown as Db);
    return {
      db: db as unknown as Db,
      driver: "pglite",
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
