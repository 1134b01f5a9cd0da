/**
 * The demo hero video's scenes: the hero illustration's hall, with a scrubber-dryer driving across and leaving a wet,
 * shining trail that dries behind it. Everything is a function of the frame's place in the loop (time modulo the period),
 * so the last frame runs into the first without a seam; frame 0 (the poster) shows the machine mid-floor.
 */

/** Scene units (the illustration's viewBox); frames are rendered at any multiple of 2:1. */
export const SCENE_WIDTH = 1200;
export const SCENE_HEIGHT = 600;

export interface HeroLoop {
  /** Seconds per loop: one crossing of the hall. */
  seconds: number;
  fps: number;
}

export const HERO_LOOP: HeroLoop = { seconds: 9, fps: 24 };

export const frameCount = (loop: HeroLoop = HERO_LOOP) => Math.round(loop.seconds * loop.fps);

/** The illustration's machine, drawn 1.3 times its size, standing on the floor at y = 490. */
const MACHINE_SCALE = 1.3;
const GROUND_Y = 490;
/** Its squeegee's ends in scene units from its origin: it is off-screen beyond these. */
const MACHINE_REAR = -15 * MACHINE_SCALE;
const MACHINE_FRONT = 185 * MACHINE_SCALE;
/** Where the machine's origin travels in one loop: from fully off the left edge to fully off the right edge. */
const PATH_START = -MACHINE_FRONT - 40;
const PATH_END = SCENE_WIDTH - MACHINE_REAR + 40;
/** Frame 0 (the poster) shows the machine here, in the middle of the floor (what a phone's narrow crop shows). */
const POSTER_X = 490;
/** How fast the trail dries: its shine falls to 1/e after this many seconds. */
const DRYING_SECONDS = 3.5;
const WHEEL_RADIUS = 18 * MACHINE_SCALE;
/** The strip of floor the machine cleans. */
const STRIP_TOP = 448;
const STRIP_HEIGHT = 96;

/** Where the loop starts along the path, as a fraction of the loop. */
const PHASE = (POSTER_X - PATH_START) / (PATH_END - PATH_START);

const wrap = (value: number) => value - Math.floor(value);

/** The machine's x at a fraction of the loop (0 ≤ phase < 1 after wrapping). */
export function machineX(loopFraction: number): number {
  return PATH_START + wrap(loopFraction + PHASE) * (PATH_END - PATH_START);
}

/** Seconds since the squeegee last passed floor point x, at a fraction of the loop (in [0, loop seconds)). */
export function secondsSinceCleaned(x: number, loopFraction: number, loop: HeroLoop = HERO_LOOP): number {
  const passedAt = (x - MACHINE_REAR - PATH_START) / (PATH_END - PATH_START) - PHASE;
  return wrap(loopFraction - passedAt) * loop.seconds;
}

/** The trail's shine: 1 just behind the squeegee, drying away over the loop. */
export const shine = (seconds: number) => Math.exp(-seconds / DRYING_SECONDS);

const round = (value: number) => Math.round(value * 1000) / 1000;

/** The trail as gradient stops along the floor, with a sharp edge at the squeegee. */
function trailStops(loopFraction: number, loop: HeroLoop): string {
  const edge = machineX(loopFraction) + MACHINE_REAR;
  const points: Array<{ x: number; opacity: number }> = [];
  for (let x = 0; x <= SCENE_WIDTH; x += 20)
    points.push({ x, opacity: shine(secondsSinceCleaned(x, loopFraction, loop)) });
  if (edge > 0 && edge < SCENE_WIDTH) {
    points.push({ x: edge - 0.01, opacity: 1 }, { x: edge + 0.01, opacity: shine(loop.seconds) });
    points.sort((a, b) => a.x - b.x);
  }
  return points
    .map(
      (point) =>
        `<stop offset="${round(point.x / SCENE_WIDTH)}" stop-color="#e0f2fe" stop-opacity="${round(0.9 * point.opacity)}"/>`,
    )
    .join("");
}

/** The illustration's machine, with wheels that turn as it moves, a rotating brush and a flashing beacon. */
function machine(x: number, loopFraction: number): string {
  const wheelTurn = round(((x / WHEEL_RADIUS) * 180) / Math.PI);
  const beacon = Math.cos(loopFraction * 2 * Math.PI * 9) > 0 ? 1 : 0.35;
  const wheel = (cx: number) =>
    `<g transform="translate(${cx} 125) rotate(${wheelTurn})"><circle r="18" fill="#1e293b"/>` +
    `<circle r="7" fill="#94a3b8"/><rect x="-2" y="-16" width="4" height="32" fill="#475569"/>` +
    `<rect x="-16" y="-2" width="32" height="4" fill="#475569"/></g>`;
  return [
    `<g transform="translate(${round(x)} ${GROUND_Y - 143 * MACHINE_SCALE}) scale(${MACHINE_SCALE})">`,
    `<rect x="0" y="40" width="170" height="80" rx="18" fill="#0a56a3"/>`,
    `<rect x="20" y="10" width="70" height="40" rx="10" fill="#0c4a86"/>`,
    `<rect x="110" y="-10" width="12" height="55" rx="5" fill="#1e293b"/>`,
    `<rect x="95" y="-18" width="45" height="12" rx="6" fill="#1e293b"/>`,
    `<rect x="48" y="-2" width="16" height="12" rx="4" fill="#f59e0b" opacity="${beacon}"/>`,
    `<rect x="25" y="60" width="90" height="10" rx="5" fill="#dbeefe" opacity=".7"/>`,
    `<rect x="130" y="62" width="26" height="8" rx="4" fill="#dbeefe" opacity=".5"/>`,
    wheel(35),
    wheel(140),
    `<rect x="-15" y="128" width="200" height="10" rx="5" fill="#334155"/>`,
    `<rect x="-21" y="126" width="14" height="14" rx="4" fill="#0f172a"/>`,
    `</g>`,
  ].join("");
}

/** Sparkles on the fresh trail, each twinkling on its own beat (whole beats per loop, so the loop stays seamless). */
function sparkles(loopFraction: number, loop: HeroLoop): string {
  const spots = [
    { x: 140, y: 486, r: 4, beats: 5 },
    { x: 300, y: 512, r: 3, beats: 4 },
    { x: 470, y: 470, r: 4, beats: 6 },
    { x: 690, y: 530, r: 3, beats: 5 },
    { x: 880, y: 480, r: 4, beats: 4 },
    { x: 1060, y: 520, r: 3, beats: 6 },
  ];
  return spots
    .map((spot) => {
      const twinkle = 0.5 + 0.5 * Math.sin(2 * Math.PI * (loopFraction * spot.beats + spot.x / 300));
      const opacity = round(shine(secondsSinceCleaned(spot.x, loopFraction, loop)) * (0.25 + 0.75 * twinkle));
      return `<circle cx="${spot.x}" cy="${spot.y}" r="${spot.r}" fill="#fff" opacity="${opacity}"/>`;
    })
    .join("");
}

/** Frame `index` of the loop as an SVG document of `width` × `height` pixels. */
export function heroFrameSvg(index: number, size = { width: 1280, height: 640 }, loop: HeroLoop = HERO_LOOP): string {
  const loopFraction = wrap(index / frameCount(loop));
  const x = machineX(loopFraction);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SCENE_WIDTH} ${SCENE_HEIGHT}" width="${size.width}" height="${size.height}">`,
    `<defs>`,
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0f3a66"/><stop offset="1" stop-color="#0a56a3"/></linearGradient>`,
    `<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#94a3b8"/><stop offset="1" stop-color="#64748b"/></linearGradient>`,
    `<linearGradient id="trail" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="${SCENE_WIDTH}" y2="0">${trailStops(loopFraction, loop)}</linearGradient>`,
    // The cleaned strip fades out at its near and far edges.
    `<linearGradient id="strip" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset=".25" stop-color="#fff"/><stop offset=".8" stop-color="#fff"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>`,
    `<mask id="strip-mask"><rect y="${STRIP_TOP}" width="${SCENE_WIDTH}" height="${STRIP_HEIGHT}" fill="url(#strip)"/></mask>`,
    `</defs>`,
    `<rect width="${SCENE_WIDTH}" height="${SCENE_HEIGHT}" fill="url(#sky)"/>`,
    `<g fill="#0c4a86" opacity=".6"><rect x="60" y="120" width="120" height="300"/><rect x="220" y="80" width="90" height="340"/><rect x="860" y="100" width="140" height="320"/><rect x="1040" y="150" width="100" height="270"/></g>`,
    `<rect y="420" width="${SCENE_WIDTH}" height="180" fill="url(#floor)"/>`,
    `<g fill="#475569" opacity=".55"><ellipse cx="210" cy="500" rx="38" ry="7"/><ellipse cx="520" cy="512" rx="30" ry="6"/><ellipse cx="760" cy="478" rx="26" ry="5"/><ellipse cx="1000" cy="520" rx="40" ry="7"/><ellipse cx="380" cy="570" rx="34" ry="6"/></g>`,
    `<rect y="${STRIP_TOP}" width="${SCENE_WIDTH}" height="${STRIP_HEIGHT}" fill="url(#trail)" mask="url(#strip-mask)"/>`,
    sparkles(loopFraction, loop),
    machine(x, loopFraction),
    `</svg>`,
  ].join("");
}
