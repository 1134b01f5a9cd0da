/** Objects in an S3-compatible bucket (AWS S3, MinIO, R2, …), signed with SigV4 by aws4fetch. */
import { createHash } from "node:crypto";
import { AwsClient } from "aws4fetch";
import { assertValidKey, contentTypeForKey, type ObjectStorage, type StoredObject } from "./object-storage";

export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** https://endpoint/bucket/key instead of https://bucket.endpoint/key (MinIO and most self-hosted stores). */
  pathStyle: boolean;
}

const REQUEST_TIMEOUT_MS = 15_000;

export class StorageUnavailableError extends Error {}

export function s3Storage(settings: S3Settings): ObjectStorage {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: "s3",
    retries: 2,
  });
  const endpoint = new URL(settings.endpoint);
  const base = endpoint.pathname.replace(/\/+$/, "");

  // Keys are validated (letters, digits, . _ - and /), so they need no further encoding in the URL.
  function urlFor(key: string): string {
    assertValidKey(key);
    return settings.pathStyle
      ? `${endpoint.protocol}//${endpoint.host}${base}/${settings.bucket}/${key}`
      : `${endpoint.protocol}//${settings.bucket}.${endpoint.host}${base}/${key}`;
  }

  async function send(key: string, init: RequestInit): Promise<Response> {
    try {
      return await client.fetch(urlFor(key), { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    } catch (error) {
      throw new StorageUnavailableError(`Object storage did not answer (${(error as Error).message})`, {
        cause: error,
      });
    }
  }

  async function failure(response: Response, action: string, key: string): Promise<never> {
    const body = await response.text().catch(() => "");
    throw new StorageUnavailableError(
      `Object storage ${action} ${key} failed: HTTP ${response.status} ${body.slice(0, 200)}`,
    );
  }

  return {
    driver: "s3",
    async put(key, bytes, contentType) {
      const response = await send(key, {
        method: "PUT",
        body: new Uint8Array(bytes), // a copy backed by a plain ArrayBuffer, which fetch accepts as a body
        headers: { "Content-Type": contentType, "Content-Length": String(bytes.length) },
      });
      if (!response.ok) await failure(response, "PUT", key);
      await response.arrayBuffer();
    },
    async get(key): Promise<StoredObject | null> {
      const response = await send(key, { method: "GET" });
      if (response.status === 404) {
        await response.arrayBuffer();
        return null;
      }
      if (!response.ok) return failure(response, "GET", key);
      const bytes = Buffer.from(await response.arrayBuffer());
      const etag = response.headers.get("etag") ?? `"${createHash("sha1").update(bytes).digest("base64url")}"`;
      // The type follows the key's extension, whatever the bucket says, so an object can never be served as HTML.
      return { bytes, contentType: contentTypeForKey(key), etag };
    },
    async remove(key) {
      const response = await send(key, { method: "DELETE" });
      // S3 answers 204 whether or not the key existed; some compatible stores answer 404 for a missing one.
      if (!response.ok && response.status !== 404) await failure(response, "DELETE", key);
      await response.arrayBuffer();
    },
    async exists(key) {
      const response = await send(key, { method: "HEAD" });
      if (response.status === 404) return false;
      if (!response.ok) return failure(response, "HEAD", key);
      return true;
    },
  };
}
