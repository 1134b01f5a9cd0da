/**
 * The demo's stored images (data/storage-seed) in an object-storage bucket. The local driver gets them from
 * server/catalogue/replace-catalogue.ts (copied into DATA_DIR/storage); with S3 each instance uploads the ones the
 * bucket lacks on start, so the first instance fills the bucket and later ones only check.
 */
import fs from "node:fs/promises";
import path from "node:path";
import type { Env } from "~server/env";
import { contentTypeForKey, isValidKey, type ObjectStorage } from "./object-storage";
import { storageFor } from "./storage-config";

export const STORAGE_SEED_DIR = path.resolve("data/storage-seed");

async function listFiles(folder: string, prefix = ""): Promise<string[]> {
  let entries;
  try {
    entries = await fs.readdir(folder, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const keys: string[] = [];
  for (const entry of entries) {
    const key = prefix + entry.name;
    if (entry.isDirectory()) keys.push(...(await listFiles(path.join(folder, entry.name), `${key}/`)));
    else if (entry.isFile() && isValidKey(key)) keys.push(key);
  }
  return keys;
}

/** Uploads every seed file the storage does not have yet; returns how many were uploaded. */
export async function seedObjectStorage(storage: ObjectStorage, seedDir = STORAGE_SEED_DIR): Promise<number> {
  let uploaded = 0;
  for (const key of await listFiles(seedDir)) {
    if (await storage.exists(key)) continue;
    await storage.put(key, await fs.readFile(path.join(seedDir, ...key.split("/"))), contentTypeForKey(key));
    uploaded++;
  }
  return uploaded;
}

/** Start-up step (server/main.ts): nothing to do for the local driver. */
export async function seedStorageBucket(env: Env): Promise<void> {
  const storage = storageFor(env);
  if (storage.driver !== "s3") return;
  const uploaded = await seedObjectStorage(storage);
  if (uploaded > 0) console.log(`Uploaded ${uploaded} demo images to the object storage bucket.`);
}
