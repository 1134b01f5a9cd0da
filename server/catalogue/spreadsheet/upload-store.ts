/**
 * Keeps an uploaded spreadsheet between its preview and the confirmation: DATA_DIR/imports/<random id>, readable only by
 * the staff member who uploaded it, for an hour. The id is 128 random bits and checked against a strict pattern, so it
 * cannot name another path.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { UPLOAD_ID_PATTERN } from "~/lib/admin/spreadsheet-import-form";

export const UPLOAD_TTL_MS = 60 * 60 * 1000;

interface UploadMeta {
  staffId: string;
  fileName: string;
  createdAt: number;
}

const folder = (dataDir: string) => path.join(dataDir, "imports");

export async function saveUpload(
  dataDir: string,
  staffId: string,
  fileName: string,
  bytes: Buffer,
  now = Date.now(),
): Promise<string> {
  await fs.mkdir(folder(dataDir), { recursive: true, mode: 0o700 });
  await sweepExpired(dataDir, now);
  const id = randomBytes(16).toString("hex");
  const meta: UploadMeta = { staffId, fileName, createdAt: now };
  await fs.writeFile(path.join(folder(dataDir), `${id}.data`), bytes, { mode: 0o600 });
  await fs.writeFile(path.join(folder(dataDir), `${id}.json`), JSON.stringify(meta), { mode: 0o600 });
  return id;
}

export async function loadUpload(
  dataDir: string,
  staffId: string,
  id: string,
  now = Date.now(),
): Promise<{ fileName: string; bytes: Buffer } | null> {
  if (!UPLOAD_ID_PATTERN.test(id)) return null;
  try {
    const meta = JSON.parse(await fs.readFile(path.join(folder(dataDir), `${id}.json`), "utf8")) as UploadMeta;
    if (meta.staffId !== staffId || now - meta.createdAt > UPLOAD_TTL_MS) return null;
    return { fileName: meta.fileName, bytes: await fs.readFile(path.join(folder(dataDir), `${id}.data`)) };
  } catch {
    return null;
  }
}

export async function discardUpload(dataDir: string, id: string): Promise<void> {
  if (!UPLOAD_ID_PATTERN.test(id)) return;
  await Promise.all(
    [".data", ".json"].map((suffix) => fs.rm(path.join(folder(dataDir), `${id}${suffix}`), { force: true })),
  );
}

async function sweepExpired(dataDir: string, now: number): Promise<void> {
  const names = await fs.readdir(folder(dataDir)).catch(() => [] as string[]);
  for (const name of names) {
    const file = path.join(folder(dataDir), name);
    const stat = await fs.stat(file).catch(() => null);
    if (stat && now - stat.mtimeMs > UPLOAD_TTL_MS) await fs.rm(file, { force: true });
  }
}
