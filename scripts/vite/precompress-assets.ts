/**
 * Build step (decision 150): every hashed text asset of the browser build also gets a `.gz` twin compressed with Zopfli,
 * a slower gzip encoder whose output any gzip decoder reads and which is 3–4% smaller than zlib's best level (the
 * framework chunk: 105.7 → 102.2 KB). The server sends the twin to browsers that accept gzip (server/http/precompressed.ts);
 * compressing once at build time also spares the server compressing the same files on every first visit.
 */
import fs from "node:fs";
import path from "node:path";
import { gzip } from "@gfx/zopfli";
import type { Plugin } from "vite";

/** Text formats worth compressing; images and fonts are compressed formats already. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|map)$/;
/** Below this a gzip header and trailer eat most of the gain. */
const MIN_BYTES = 1024;
/** Zopfli's iterations: 15 is its own default, and more gains under 0.1% here. */
const ITERATIONS = 15;

function zopfli(input: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    gzip(input, { numiterations: ITERATIONS }, (error, output) =>
      error ? reject(error) : resolve(Buffer.from(output)),
    ),
  );
}

/** Writes `file.gz` beside each compressible file of `directory` that is at least MIN_BYTES and gets smaller. */
export async function precompressDirectory(directory: string): Promise<number> {
  let written = 0;
  for (const name of fs.readdirSync(directory)) {
    const file = path.join(directory, name);
    if (!COMPRESSIBLE.test(name) || !fs.statSync(file).isFile()) continue;
    const input = fs.readFileSync(file);
    if (input.length < MIN_BYTES) continue;
    const output = await zopfli(input);
    if (output.length >= input.length) continue;
    fs.writeFileSync(`${file}.gz`, output);
    written += 1;
  }
  return written;
}

export const precompressAssets: Plugin = {
  name: "precompress-assets",
  apply: "build",
  applyToEnvironment: (environment) => environment.name === "client",
  async writeBundle(options) {
    if (!options.dir) return;
    await precompressDirectory(path.join(options.dir, "assets"));
  },
};
