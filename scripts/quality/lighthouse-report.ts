/** The figures `npm run lighthouse` prints besides Lighthouse's own: medians and spreads, preload headers, inline CSS. Pure. */

/** The middle run (the upper middle of an even count). */
export function median(values: number[]): number {
  if (values.length === 0) throw new Error("No value to take the median of");
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
}

/** Run-to-run spread as "min–max" with `format` applied to both ends. */
export function spread(values: number[], format: (value: number) => string): string {
  return `${format(Math.min(...values))}–${format(Math.max(...values))}`;
}

/** Splits a Link header at the commas between links (not inside `<…>` or quotes). */
function linkValues(header: string): string[] {
  const values: string[] = [];
  let current = "";
  let inUrl = false;
  let inQuotes = false;
  for (const char of header) {
    if (char === "<" && !inQuotes) inUrl = true;
    else if (char === ">" && !inQuotes) inUrl = false;
    else if (char === '"' && !inUrl) inQuotes = !inQuotes;
    if (char === "," && !inUrl && !inQuotes) {
      values.push(current.trim());
      current = "";
    } else current += char;
  }
  if (current.trim()) values.push(current.trim());
  return values;
}

/** The links of Link headers whose rel is preload or modulepreload, as sent (`</a.js>; rel=modulepreload`). */
export function preloadLinks(headers: string | string[] | undefined): string[] {
  const all = (Array.isArray(headers) ? headers : headers ? [headers] : []).flatMap(linkValues);
  return all.filter((link) => {
    const rel = /;\s*rel\s*=\s*"?([^";]*)"?/i.exec(link)?.[1] ?? "";
    return rel
      .toLowerCase()
      .split(/\s+/)
      .some((value) => value === "preload" || value === "modulepreload");
  });
}

/** Every `<style>` element of a page, tags included: the stylesheet the app inlines (app/entry.server.tsx). */
export function inlineStyleElements(html: string): string {
  return (html.match(/<style\b[^>]*>[\s\S]*?<\/style>/gi) ?? []).join("");
}
