/**
 * `npm run media:hero-video`: renders the demo hero video (a scrubber-dryer crossing the hero illustration's hall, see
 * hero-scene.ts) frame by frame with sharp, encodes it with ffmpeg to WebM (VP9) and MP4 (H.264), and writes its first
 * frame as the WebP poster, into app/media/hero/.
 * `npm run media:hero-video -- --from FOOTAGE [--seconds N]`: the same three files from the company's own footage (any
 * format ffmpeg reads), cropped to 2:1, silent, the first N seconds (default 10).
 * ffmpeg is only needed here, never to build, run or test the site; it is installed with apt-get when missing.
 * Each file must stay under HERO_MEDIA_MAX_BYTES: when an encode is larger, it is redone at a lower quality.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import {
  HERO_MEDIA_DIR,
  HERO_MEDIA_FILES,
  HERO_MEDIA_MAX_BYTES,
  HERO_MEDIA_SIZE,
  HERO_POSTER_BUDGET_BYTES,
} from "./hero-files";
import { frameCount, HERO_LOOP, heroFrameSvg } from "./hero-scene";

const { width, height } = HERO_MEDIA_SIZE;

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { stdio: ["ignore", "inherit", "inherit"] });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} exited with ${result.status}`);
}

/** Debian's ffmpeg (libvpx and libx264 included), installed with apt-get when missing; sudo when not root. */
const hasFfmpeg = () => spawnSync("ffmpeg", ["-version"], { stdio: "ignore" }).status === 0;

function ensureFfmpeg(): void {
  if (hasFfmpeg()) return;
  console.log("ffmpeg is missing: installing Debian's package with apt-get.");
  const asRoot = process.getuid?.() === 0;
  const apt = (args: string[]) => {
    const command = ["env", "DEBIAN_FRONTEND=noninteractive", "apt-get", ...args];
    if (asRoot) run(command[0]!, command.slice(1));
    else run("sudo", command);
  };
  apt(["update"]);
  apt(["install", "-y", "--no-install-recommends", "ffmpeg"]);
  if (!hasFfmpeg()) throw new Error("apt-get installed ffmpeg, but it is not on PATH.");
}

function parseArgs(argv: string[]): { from?: string; seconds: number } {
  const options: { from?: string; seconds: number } = { seconds: 10 };
  for (let index = 0; index < argv.length; index++) {
    const flag = argv[index];
    const value = argv[index + 1];
    if (flag === "--from" && value) options.from = argv[++index];
    else if (flag === "--seconds" && value && Number(value) > 0) options.seconds = Number(argv[++index]);
    else throw new Error(`Unknown or incomplete option ${flag}. Usage: [--from FOOTAGE] [--seconds N]`);
  }
  if (options.from && !fs.existsSync(options.from)) throw new Error(`${options.from} does not exist.`);
  return options;
}

/** Renders the demo loop as numbered PNG frames in `directory`; returns ffmpeg's input arguments for them. */
async function renderDemoFrames(directory: string): Promise<string[]> {
  const count = frameCount();
  const batch = Math.max(2, os.availableParallelism());
  for (let first = 0; first < count; first += batch) {
    const indexes = Array.from({ length: Math.min(batch, count - first) }, (_, offset) => first + offset);
    await Promise.all(
      indexes.map((index) =>
        sharp(Buffer.from(heroFrameSvg(index, HERO_MEDIA_SIZE)))
          .png({ compressionLevel: 1 })
          .toFile(path.join(directory, `frame-${String(index).padStart(4, "0")}.png`)),
      ),
    );
  }
  console.log(`Rendered ${count} frames (${HERO_LOOP.seconds} s at ${HERO_LOOP.fps} fps, ${width}×${height}).`);
  return ["-framerate", String(HERO_LOOP.fps), "-i", path.join(directory, "frame-%04d.png")];
}

/** The footage's first `seconds`, silent, scaled and cropped to the hero's 2:1 frame. */
function footageInput(file: string, seconds: number): { input: string[]; filter: string } {
  return {
    input: ["-t", String(seconds), "-i", file],
    filter: `scale=${width}:${height}:force_original_aspect_ratio=increase,crop=${width}:${height},fps=${HERO_LOOP.fps}`,
  };
}

/** The codec settings per format at a quality level (CRF: higher is smaller). */
const ENCODERS = {
  webm: (crf: number) => [
    ...["-c:v", "libvpx-vp9", "-b:v", "0", "-crf", String(crf), "-row-mt", "1", "-deadline", "good", "-cpu-used", "1"],
  ],
  mp4: (crf: number) => [
    ...["-c:v", "libx264", "-preset", "veryslow", "-crf", String(crf), "-profile:v", "high", "-movflags", "+faststart"],
  ],
};

/** Encodes to `target`, raising the CRF until the file fits the limit. */
function encode(format: "webm" | "mp4", input: string[], filter: string, target: string, firstCrf: number): void {
  for (let crf = firstCrf; crf <= 51; crf += 3) {
    fs.rmSync(target, { force: true });
    const vf = [filter, "format=yuv420p"].filter(Boolean).join(",");
    // bitexact: no random segment id in the WebM, so the same frames give the same bytes (no churn when regenerating).
    const encoder = [...ENCODERS[format](crf), "-fflags", "+bitexact"];
    run("ffmpeg", ["-hide_banner", "-loglevel", "error", ...input, "-an", "-vf", vf, ...encoder, target]);
    const bytes = fs.statSync(target).size;
    if (bytes <= HERO_MEDIA_MAX_BYTES) return;
    console.log(`${path.basename(target)} at CRF ${crf} is ${bytes} bytes; trying a lower quality.`);
  }
  throw new Error(
    `${target} does not fit in ${HERO_MEDIA_MAX_BYTES} bytes even at the lowest quality: use fewer seconds.`,
  );
}

/** The poster: a WebP of the first frame, at the best quality that fits the poster's budget (lowest quality: 30). */
async function writePoster(firstFrame: Buffer, target: string): Promise<void> {
  for (let quality = 90; quality >= 30; quality -= 10) {
    await sharp(firstFrame).resize(width, height).webp({ quality, effort: 6 }).toFile(target);
    if (fs.statSync(target).size <= HERO_POSTER_BUDGET_BYTES) return;
  }
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  ensureFfmpeg();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "hero-video-"));
  try {
    fs.mkdirSync(HERO_MEDIA_DIR, { recursive: true });
    const target = (name: string) => path.join(HERO_MEDIA_DIR, name);
    let input: string[];
    let filter = "";
    let firstFrame: Buffer;
    if (options.from) {
      ({ input, filter } = footageInput(options.from, options.seconds));
      const poster = path.join(work, "poster.png");
      run("ffmpeg", ["-hide_banner", "-loglevel", "error", ...input, "-vf", filter, "-frames:v", "1", poster]);
      firstFrame = fs.readFileSync(poster);
    } else {
      input = await renderDemoFrames(work);
      firstFrame = await sharp(Buffer.from(heroFrameSvg(0, HERO_MEDIA_SIZE)))
        .png()
        .toBuffer();
    }
    // Flat illustration compresses far better than footage, so it starts at a higher quality.
    encode("webm", input, filter, target(HERO_MEDIA_FILES.webm), options.from ? 36 : 26);
    encode("mp4", input, filter, target(HERO_MEDIA_FILES.mp4), options.from ? 28 : 21);
    await writePoster(firstFrame, target(HERO_MEDIA_FILES.poster));
    for (const name of Object.values(HERO_MEDIA_FILES))
      console.log(`${target(name)}: ${fs.statSync(target(name)).size} bytes`);
    console.log(
      "Run `npm run build` (`npm start` does) so the site links the new files under new content-hashed URLs.",
    );
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
