/** A local S3-compatible server (s3rver) on loopback for the storage tests, and the settings that point the app at it. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
// @ts-expect-error s3rver ships no type declarations
import S3rver from "s3rver";

export const S3_TEST_PORT = 4471;
export const S3_TEST_BUCKET = "catalogue-test";

export interface LocalS3 {
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startLocalS3(port = S3_TEST_PORT): Promise<LocalS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "s3rver-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port,
    silent: true,
    directory,
    configureBuckets: [{ name: S3_TEST_BUCKET, configs: [] }],
  });
  await server.run();
  return {
    env: {
      STORAGE_DRIVER: "s3",
      STORAGE_S3_ENDPOINT: `http://127.0.0.1:${port}`,
      STORAGE_S3_BUCKET: S3_TEST_BUCKET,
      STORAGE_S3_REGION: "us-east-1",
      // s3rver checks SigV4 signatures made with these credentials.
      STORAGE_S3_ACCESS_KEY_ID: "S3RVER",
      STORAGE_S3_SECRET_ACCESS_KEY: "S3RVER",
      STORAGE_S3_PATH_STYLE: "true",
    },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
