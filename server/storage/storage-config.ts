/**
 * Which storage backend the server uses (STORAGE_DRIVER=local|s3) and the one storage per configuration.
 * The variables are declared in ./storage-env.ts (spread into server/env.ts); the S3 ones are required together when the driver is s3.
 */
import path from "node:path";
import { z } from "zod";
import type { Env } from "~server/env";
import type { STORAGE_ENV } from "./storage-env";
import { localStorage } from "./local-storage";
import type { ObjectStorage } from "./object-storage";
import { s3Storage } from "./s3-storage";

type StorageEnv = Pick<Env, keyof typeof STORAGE_ENV | "DATA_DIR">;

const s3Required = z.object({
  STORAGE_S3_ENDPOINT: z.string({ error: "required when STORAGE_DRIVER=s3" }),
  STORAGE_S3_BUCKET: z.string({ error: "required when STORAGE_DRIVER=s3" }),
  STORAGE_S3_ACCESS_KEY_ID: z.string({ error: "required when STORAGE_DRIVER=s3" }),
  STORAGE_S3_SECRET_ACCESS_KEY: z.string({ error: "required when STORAGE_DRIVER=s3" }),
});

export function createStorage(env: StorageEnv): ObjectStorage {
  if (env.STORAGE_DRIVER === "local") return localStorage(path.join(env.DATA_DIR, "storage"));
  const parsed = s3Required.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`).join("\n");
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  return s3Storage({
    endpoint: parsed.data.STORAGE_S3_ENDPOINT,
    bucket: parsed.data.STORAGE_S3_BUCKET,
    region: env.STORAGE_S3_REGION,
    accessKeyId: parsed.data.STORAGE_S3_ACCESS_KEY_ID,
    secretAccessKey: parsed.data.STORAGE_S3_SECRET_ACCESS_KEY,
    pathStyle: env.STORAGE_S3_PATH_STYLE,
  });
}

const storages = new WeakMap<Env, ObjectStorage>();

/** The storage of one server configuration; every part of the app asks here, so they all share one backend. */
export function storageFor(env: Env): ObjectStorage {
  let storage = storages.get(env);
  if (!storage) {
    storage = createStorage(env);
    storages.set(env, storage);
  }
  return storage;
}
