/**
 * ESLint rule `logical/no-physical-direction-classes` (issue 18): Tailwind classes that name a physical side (ml-4, pr-2,
 * left-0, text-right, rounded-tl-lg, border-r, scroll-ml-2, float-left…, with any variants such as md:, rtl:, hover: and
 * negative or important forms -ml-2, !pl-0) are refused in every string and template literal, so the Arabic edition
 * mirrors on its own. Each has a logical twin (ms-, pe-, start-, text-end, rounded-ss-, border-e, scroll-ms-, float-start).
 * Plain English words pass: a class needs its dash and value ("right" alone, or "left to right", is not one).
 */

/** A class's utility after its variants ("md:hover:-ml-2" → "ml-2"), or null when the token cannot be a class. */
function utilityOf(token) {
  if (!/^[!\w\-:[\]&>*.%/()#,=]+$/.test(token)) return null;
  // Variants end at the last colon outside square brackets.
  let depth = 0;
  let start = 0;
  for (let index = 0; index < token.length; index++) {
    const char = token[index];
    if (char === "[") depth++;
    else if (char === "]") depth--;
    else if (char === ":" && depth === 0) start = index + 1;
  }
  return token.slice(start).replace(/^!/, "").replace(/!$/, "").replace(/^-/, "");
}

const PHYSICAL = [
  [/^(scroll-)?([mp])([lr])-./, (m) => `${m[1] ?? ""}${m[2]}${m[3] === "l" ? "s" : "e"}-`],
  [/^(left|right)-./, (m) => (m[1] === "left" ? "start-" : "end-")],
  [/^text-(left|right)$/, (m) => (m[1] === "left" ? "text-start" : "text-end")],
  [/^float-(left|right)$/, (m) => (m[1] === "left" ? "float-start" : "float-end")],
  [/^clear-(left|right)$/, (m) => (m[1] === "left" ? "clear-start" : "clear-end")],
  [/^border-([lr])(-|$)/, (m) => (m[1] === "l" ? "border-s" : "border-e")],
  [/^rounded-([lr])(-|$)/, (m) => (m[1] === "l" ? "rounded-s" : "rounded-e")],
  [/^rounded-([tb])([lr])(-|$)/, (m) => `rounded-${m[1] === "t" ? "s" : "e"}${m[2] === "l" ? "s" : "e"}`],
];

/** The physical classes of a string and the logical utility to use for each: [["md:ml-4", "ms-"], …]. */
export function physicalClasses(text) {
  const found = [];
  for (const token of text.split(/\s+/)) {
    const utility = token && utilityOf(token);
    if (!utility) continue;
    for (const [pattern, logical] of PHYSICAL) {
      const match = pattern.exec(utility);
      if (match) {
        found.push([token, logical(match)]);
        break;
      }
    }
  }
  return found;
}

const rule = {
  meta: {
    type: "problem",
    docs: { description: "Tailwind classes must use logical sides (ms-, pe-, start-, text-end…), not left/right." },
    schema: [],
    messages: {
      physical: '"{{token}}" names a physical side: use the logical "{{logical}}…" so the Arabic edition mirrors it.',
    },
  },
  create(context) {
    const check = (node, text) => {
      for (const [token, logical] of physicalClasses(text))
        context.report({ node, messageId: "physical", data: { token, logical } });
    };
    return {
      Literal(node) {
        if (typeof node.value === "string") check(node, node.value);
      },
      TemplateElement(node) {
        check(node, node.value.cooked ?? node.value.raw);
      },
    };
  },
};

export const logicalClassesPlugin = { rules: { "no-physical-direction-classes": rule } };
