/**
 * Realistic product codes for the demo catalogue (issue 17): the brand's two-letter prefix, a dash, and the model read
 * from the name — the series (its own letters when it is one, "NV 15" → NV; its initials otherwise), the size or model
 * number, and short variant marks ("Scrubmatic 43 B" → AQ-SM43B, "NV 15 Li Cordless…" → NV-NV15LI). Names the short form
 * cannot tell apart (colours, grades) get the initials of their variant words ("…Dispenser 1 L White" → HS-FSD1W).
 * Deterministic: the same names always give the same codes.
 */
import { compactCode } from "~/lib/search/normalize";

/** One prefix per brand of app/content/brands.ts (a unit test checks every brand has one, all different). */
export const BRAND_CODE_PREFIXES: Record<string, string> = {
  Nordvac: "NV",
  Aquaris: "AQ",
  Diamantek: "DT",
  Lucestone: "LS",
  Vaporis: "VP",
  Fibrelux: "FX",
  Aurafresh: "AF",
  "Hygiena Systems": "HY",
  "Purecare Chemie": "PC",
  Scentiq: "SQ",
  "Robotec Clean": "RC",
  "Clearview Pro": "CV",
  Airdry: "AD",
  "Sanitas Pro": "SP",
  Kitchex: "KX",
  Padmaster: "PM",
  Mopwerk: "MW",
  Binova: "BN",
};

/** Series names of one word, written as the maker would abbreviate them. */
const SERIES: Record<string, string> = {
  Scrubmatic: "SM",
  Scrubrider: "SR",
  Compact: "CP",
  Aroma: "AR",
  Jet: "JT",
  AutoScrub: "AS",
  AutoVac: "AV",
};

const SKIPPED = new Set(["of", "with", "and", "&", "x", "for"]);
const UNITS = new Set(["mm", "cm", "m", "l", "ml", "kg", "g", "rpm"]);
/** A size or model number: "43", "1.2", "16/20", '17"', or a lettered model "R50". */
const NUMBER = /^(?:\d+(?:[./]\d+)?"?|[A-Z]\d+)$/;

/** An acronym or mark: all capitals ("NV", "PCD", "B") or a two-letter mark ("Li"). */
const isMark = (token: string) => /^[A-Z]{1,4}$/.test(token) || /^[A-Z][a-z]$/.test(token);

/** The initials of a word: one per hyphenated part and per inner capital ("Walk-Behind" → WB, "AutoScrub" → AS). */
function initials(token: string): string {
  return token
    .split("-")
    .map((part) => (part.match(/[A-Z0-9]/g) ?? [part[0] ?? ""]).join("").slice(0, part.length > 1 ? 2 : 1))
    .join("")
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, "");
}

function seriesOf(tokens: string[]): string {
  if (tokens.length === 0) return "";
  if (tokens.length === 1 && SERIES[tokens[0]!]) return SERIES[tokens[0]!]!;
  if (isMark(tokens[0]!)) return tokens[0]!.toUpperCase();
  return tokens
    .filter((token) => !SKIPPED.has(token.toLowerCase()))
    .map(initials)
    .join("")
    .slice(0, 5);
}

/** The model part of a code: short form, and long form with every variant word (for names the short one cannot tell apart). */
export function modelCodes(nameWithoutBrand: string): { short: string; long: string } {
  const tokens = nameWithoutBrand.split(/\s+/).filter(Boolean);
  const firstNumber = tokens.findIndex((token) => NUMBER.test(token));
  if (firstNumber === -1) {
    const all = tokens
      .filter((token) => !SKIPPED.has(token.toLowerCase()))
      .map(initials)
      .join("");
    return { short: all, long: all };
  }
  const series = seriesOf(tokens.slice(0, firstNumber));
  const numbers: string[] = [];
  let marks = "";
  let variant = "";
  for (const token of tokens.slice(firstNumber)) {
    const lower = token.toLowerCase();
    if (NUMBER.test(token)) numbers.push(token.replace(/[^A-Z0-9]/g, ""));
    else if (SKIPPED.has(lower) || UNITS.has(lower)) continue;
    else if (isMark(token)) {
      marks += token.toUpperCase();
      variant += token.toUpperCase();
    } else variant += initials(token);
  }
  const [first = "", ...more] = numbers;
  const model = `${series}${first}${more.length ? `-${more.join("-")}` : ""}`;
  return { short: `${model}${marks}`, long: `${model}${variant}` };
}

/**
 * Codes for a list of products, in order: each its short form unless another product's would read the same (compared
 * as the search compares codes: case and punctuation ignored), then its long form, then a counter as a last resort.
 */
export function productCodes(products: ReadonlyArray<{ brand: string; name: string }>): string[] {
  const forms = products.map(({ brand, name }) => {
    const prefix = BRAND_CODE_PREFIXES[brand];
    if (!prefix) throw new Error(`No code prefix for brand ${brand}`);
    const model = modelCodes(name.startsWith(`${brand} `) ? name.slice(brand.length + 1) : name);
    return { short: `${prefix}-${model.short}`, long: `${prefix}-${model.long}` };
  });
  const shortCount = new Map<string, number>();
  for (const form of forms) shortCount.set(compactCode(form.short), (shortCount.get(compactCode(form.short)) ?? 0) + 1);
  const taken = new Set<string>();
  return forms.map((form) => {
    let code = shortCount.get(compactCode(form.short)) === 1 ? form.short : form.long;
    for (let counter = 2; taken.has(compactCode(code)); counter++) code = `${form.long}-${counter}`;
    taken.add(compactCode(code));
    return code;
  });
}
