/** Where a worker thread's plain-JavaScript entry file is, from the sources (tsx, vitest) and from the server build alike. */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The file next to the calling module (tsx, vitest), else in a folder above it (the Vite server build in build/server/),
 * else under the working directory. Workers are plain JavaScript, so every one of those runs them without a loader.
 * `moduleUrl`: the caller's import.meta.url.
 */
export function locateWorkerFile(relativePath: string, moduleUrl: string): string {
  const candidates = [fileURLToPath(new URL(`./${path.basename(relativePath)}`, moduleUrl))];
  for (
    let folder = path.dirname(fileURLToPath(moduleUrl)), depth = 0;
    depth < 6;
    folder = path.dirname(folder), depth += 1
  ) {
    candidates.push(path.join(folder, relativePath));
  }
  candidates.push(path.resolve(process.cwd(), relativePath));
  return candidates.find((candidate) => fs.existsSync(candidate)) ?? candidates[candidates.length - 1]!;
}
