/** Self-made SVG illustrations for the demo catalogue: one simple drawing per kind of product, and the brand logos. */

export const ILLUSTRATION_KINDS = [
  "vacuum",
  "scrubber",
  "robot",
  "disc",
  "grinder",
  "washer",
  "extractor",
  "window",
  "dispenser",
  "bottle",
  "aerosol",
  "diffuser",
  "dryer",
  "canister",
  "squeegee",
  "pad",
  "mop",
  "bin",
] as const;
export type IllustrationKind = (typeof ILLUSTRATION_KINDS)[number];

const INK = "#1e293b";

const DRAWINGS: Record<IllustrationKind, (accent: string) => string> = {
  vacuum: (a) =>
    `<rect x="150" y="110" width="100" height="120" rx="22" fill="${a}"/><rect x="165" y="95" width="70" height="25" rx="8" fill="${INK}"/>` +
    `<circle cx="170" cy="235" r="14" fill="${INK}"/><circle cx="230" cy="235" r="14" fill="${INK}"/>` +
    `<path d="M250 140 C310 140 310 200 300 250" stroke="${INK}" stroke-width="10" fill="none"/><rect x="270" y="245" width="70" height="14" rx="6" fill="${INK}"/>`,
  scrubber: (a) =>
    `<rect x="120" y="120" width="150" height="95" rx="16" fill="${a}"/><path d="M250 120 L290 60" stroke="${INK}" stroke-width="10"/>` +
    `<rect x="278" y="48" width="40" height="14" rx="6" fill="${INK}"/><ellipse cx="190" cy="228" rx="70" ry="12" fill="${INK}"/>` +
    `<circle cx="140" cy="222" r="12" fill="#475569"/><rect x="140" y="135" width="60" height="10" rx="5" fill="#fff" opacity=".6"/>`,
  robot: (a) =>
    `<rect x="120" y="90" width="160" height="140" rx="40" fill="${a}"/><rect x="150" y="115" width="100" height="40" rx="14" fill="${INK}"/>` +
    `<circle cx="178" cy="135" r="8" fill="#38bdf8"/><circle cx="222" cy="135" r="8" fill="#38bdf8"/><ellipse cx="200" cy="238" rx="85" ry="10" fill="${INK}"/>`,
  disc: (a) =>
    `<circle cx="200" cy="150" r="95" fill="${INK}"/><circle cx="200" cy="150" r="85" fill="${a}"/>` +
    `${[0, 45, 90, 135, 180, 225, 270, 315].map((deg) => `<rect x="192" y="72" width="16" height="30" rx="3" fill="${INK}" transform="rotate(${deg} 200 150)"/>`).join("")}` +
    `<circle cx="200" cy="150" r="22" fill="#fff"/>`,
  grinder: (a) =>
    `<rect x="110" y="150" width="180" height="70" rx="14" fill="${a}"/><rect x="170" y="100" width="60" height="50" rx="8" fill="${INK}"/>` +
    `<path d="M230 110 L300 50" stroke="${INK}" stroke-width="12"/><rect x="290" y="38" width="50" height="14" rx="6" fill="${INK}"/><rect x="100" y="220" width="200" height="14" rx="5" fill="${INK}"/>`,
  washer: (a) =>
    `<rect x="110" y="110" width="120" height="110" rx="14" fill="${a}"/><circle cx="130" cy="228" r="16" fill="${INK}"/><circle cx="210" cy="228" r="16" fill="${INK}"/>` +
    `<path d="M230 150 C280 150 290 120 300 100" stroke="${INK}" stroke-width="8" fill="none"/><path d="M295 95 L345 60" stroke="${INK}" stroke-width="10"/>` +
    `<path d="M350 55 l20 -12 M350 60 l24 -2 M350 65 l20 10" stroke="#38bdf8" stroke-width="4"/>`,
  extractor: (a) =>
    `<rect x="130" y="100" width="110" height="125" rx="18" fill="${a}"/><rect x="140" y="80" width="90" height="26" rx="8" fill="${INK}"/>` +
    `<path d="M240 130 C300 130 300 190 290 240" stroke="${INK}" stroke-width="9" fill="none"/><rect x="255" y="238" width="70" height="16" rx="6" fill="${INK}"/>` +
    `<circle cx="150" cy="232" r="12" fill="${INK}"/><circle cx="220" cy="232" r="12" fill="${INK}"/>`,
  window: (a) =>
    `<rect x="90" y="50" width="220" height="200" rx="6" fill="#e0f2fe" stroke="${INK}" stroke-width="8"/><path d="M200 50 V250 M90 150 H310" stroke="${INK}" stroke-width="6"/>` +
    `<path d="M130 90 l40 -20 M240 180 l40 -20" stroke="#fff" stroke-width="8"/><rect x="210" y="105" width="90" height="16" rx="4" fill="${a}" transform="rotate(-20 255 113)"/>`,
  dispenser: (a) =>
    `<rect x="140" y="60" width="120" height="170" rx="20" fill="${a}"/><rect x="160" y="90" width="80" height="60" rx="10" fill="#fff" opacity=".5"/>` +
    `<rect x="180" y="230" width="40" height="16" rx="5" fill="${INK}"/><circle cx="200" cy="190" r="14" fill="${INK}"/>`,
  bottle: (a) =>
    `<rect x="175" y="55" width="50" height="30" rx="6" fill="${INK}"/><path d="M160 95 Q200 80 240 95 L250 240 Q200 255 150 240 Z" fill="${a}"/>` +
    `<rect x="165" y="140" width="70" height="60" rx="8" fill="#fff" opacity=".7"/>`,
  aerosol: (a) =>
    `<rect x="165" y="85" width="70" height="165" rx="18" fill="${a}"/><rect x="182" y="60" width="36" height="28" rx="6" fill="${INK}"/>` +
    `<rect x="175" y="140" width="50" height="60" rx="6" fill="#fff" opacity=".7"/><path d="M230 70 q30 -10 55 0 M230 62 q25 -25 50 -20" stroke="#94a3b8" stroke-width="4" fill="none"/>`,
  diffuser: (a) =>
    `<rect x="140" y="90" width="120" height="150" rx="30" fill="${a}"/><rect x="170" y="110" width="60" height="8" rx="4" fill="${INK}"/>` +
    `<path d="M180 80 q10 -25 0 -45 M200 80 q10 -25 0 -45 M220 80 q10 -25 0 -45" stroke="#94a3b8" stroke-width="5" fill="none"/><circle cx="200" cy="200" r="10" fill="#fff"/>`,
  dryer: (a) =>
    `<rect x="120" y="70" width="160" height="110" rx="24" fill="${a}"/><rect x="150" y="180" width="100" height="14" rx="6" fill="${INK}"/>` +
    `<path d="M165 205 v30 M200 205 v38 M235 205 v30" stroke="#38bdf8" stroke-width="6"/><circle cx="250" cy="100" r="8" fill="#fff"/>`,
  canister: (a) =>
    `<path d="M130 90 H250 L280 120 V240 H130 Z" fill="${a}"/><rect x="240" y="60" width="34" height="30" rx="6" fill="${INK}"/>` +
    `<rect x="150" y="140" width="100" height="70" rx="8" fill="#fff" opacity=".75"/><rect x="160" y="96" width="60" height="18" rx="8" fill="${INK}"/>`,
  squeegee: (a) =>
    `<rect x="90" y="150" width="220" height="22" rx="6" fill="${a}"/><rect x="90" y="172" width="220" height="8" fill="${INK}"/>` +
    `<rect x="188" y="60" width="24" height="95" rx="10" fill="${INK}"/><circle cx="200" cy="60" r="14" fill="${a}"/>`,
  pad: (a) =>
    `<ellipse cx="200" cy="175" rx="120" ry="45" fill="${INK}" opacity=".25"/><ellipse cx="200" cy="155" rx="120" ry="45" fill="${a}"/>` +
    `<ellipse cx="200" cy="155" rx="28" ry="10" fill="#fff"/>`,
  mop: (a) =>
    `<rect x="196" y="40" width="10" height="170" rx="4" fill="${INK}"/><rect x="120" y="205" width="160" height="22" rx="6" fill="${a}"/>` +
    `<path d="M125 228 h150" stroke="${INK}" stroke-width="6"/><rect x="90" y="160" width="60" height="70" rx="8" fill="#94a3b8" opacity=".6"/>`,
  bin: (a) =>
    `<path d="M135 95 H265 L252 245 H148 Z" fill="${a}"/><rect x="125" y="80" width="150" height="20" rx="6" fill="${INK}"/>` +
    `<path d="M175 120 V225 M200 120 V225 M225 120 V225" stroke="#fff" stroke-width="6" opacity=".5"/><rect x="185" y="66" width="30" height="16" rx="5" fill="${INK}"/>`,
};

/** An illustration on a soft background; `variant` "stored" gets a darker backdrop so the two image sources look different. */
export function productIllustration(kind: IllustrationKind, accent: string, variant: "asset" | "stored"): string {
  const [top, bottom] = variant === "asset" ? ["#f8fafc", "#e2e8f0"] : ["#e0f2fe", "#bae6fd"];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>` +
    `<rect width="400" height="300" fill="url(#bg)"/>${DRAWINGS[kind](accent)}</svg>\n`
  );
}

export function placeholderImage(): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300">` +
    `<rect width="400" height="300" fill="#f1f5f9"/><rect x="150" y="95" width="100" height="80" rx="10" fill="none" stroke="#94a3b8" stroke-width="8"/>` +
    `<circle cx="178" cy="122" r="10" fill="#94a3b8"/><path d="M158 168 l30 -28 l18 16 l14 -12 l22 24" stroke="#94a3b8" stroke-width="8" fill="none"/>` +
    `<text x="200" y="220" text-anchor="middle" font-family="system-ui, sans-serif" font-size="20" fill="#64748b">Image coming soon</text></svg>\n`
  );
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

export function brandLogo(name: string, [background, foreground]: [string, string]): string {
  const initials = name
    .split(/\s+/)
    .map((word) => word[0])
    .join("")
    .slice(0, 2)
    .toUpperCase();
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 80" width="240" height="80" role="img" aria-label="${escapeXml(name)}">` +
    `<rect width="240" height="80" rx="12" fill="${background}"/><circle cx="40" cy="40" r="24" fill="${foreground}" opacity=".18"/>` +
    `<text x="40" y="48" text-anchor="middle" font-family="system-ui, sans-serif" font-weight="700" font-size="22" fill="${foreground}">${escapeXml(initials)}</text>` +
    `<text x="76" y="47" font-family="system-ui, sans-serif" font-weight="700" font-size="${name.length > 12 ? 14 : 20}" fill="${foreground}">${escapeXml(name.toUpperCase())}</text></svg>\n`
  );
}
