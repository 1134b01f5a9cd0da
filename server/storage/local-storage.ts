/** Objects as files under one folder (DATA_DIR/storage). Writes go to a temporary file that is renamed into place. */
import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { assertValidKey, contentTypeForKey, type ObjectStorage, type StoredObject } from "./object-storage";

export function localStorage(root: string): ObjectStorage {
  const base = path.resolve(root);

  function fileFor(key: string): string {
    assertValidKey(key);
    const file = path.resolve(base, ...key.split("/"));
    // Belt and braces: isValidKey already forbids "..", this makes leaving the root impossible whatever the key.
    if (!file.startsWith(base + path.sep)) throw new Error(`Storage key leaves the storage folder: ${key}`);
    return file;
  }

  return {
    driver: "local",
    async put(key, bytes) {
      const file = fileFor(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomUUID()}.tmp`;
      try {
        await fs.writeFile(temporary, bytes, { flag: "wx" });
        await fs.rename(temporary, file);
      } catch (error) {
        await fs.rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key): Promise<StoredObject | null> {
      let bytes: Buffer;
      try {
        bytes = await fs.readFile(fileFor(key));
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === "ENOENT" || code === "EISDIR" || code === "ENOTDIR") return null;
        throw error;
      }
      const etag = `"${createHash("sha1").update(bytes).digest("base64url")}"`;
      return { bytes, contentType: contentTypeForKey(key), etag };
    },
    async remove(key) {
      await fs.rm(fileFor(key), { force: true });
    },
    async exists(key) {
      try {
        return (await fs.stat(fileFor(key))).isFile();
      } catch {
        return false;
      }
    },
  };
}
