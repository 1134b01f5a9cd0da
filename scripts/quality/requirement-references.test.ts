import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/*
 * Comments and test names cite the specification as "spec 2.3" (or "requirements 2.3"); the specification itself is
 * not in the repository, docs/requirements.md restates it under the same section numbers. This keeps every citation
 * pointing at a heading that exists there.
 */
const root = join(import.meta.dirname, "..", "..");
const scannedFolders = ["app", "server", "scripts", "tests"];
const sectionNumber = String.raw`\d+(?:\.\d+)?`;
const citation = new RegExp(
  String.raw`\b(?:spec|requirements) (${sectionNumber}(?:(?:, | and | or |/)${sectionNumber})*)\b`,
  "g",
);

/** Section numbers cited in a text: "spec 1, 2.3 and 9.4" gives 1, 2.3 and 9.4. */
function citedSections(text: string): string[] {
  return [...text.matchAll(citation)].flatMap((match) => match[1]!.match(new RegExp(sectionNumber, "g")) ?? []);
}

/** Section numbers of the headings of a markdown text ("## 2.3 Home (/)" gives 2.3). */
function headingSections(markdown: string): Set<string> {
  return new Set(
    [...markdown.matchAll(new RegExp(String.raw`^#{2,4} (${sectionNumber}) `, "gm"))].map((match) => match[1]!),
  );
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|sh)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => !path.includes("node_modules"));
}

describe("spec references", () => {
  it("reads lists of section numbers and ignores other numbers", () => {
    expect(citedSections("/** Company copy (spec 1, 2.3, 2.11, 3.5, 9.6) */")).toEqual([
      "1",
      "2.3",
      "2.11",
      "3.5",
      "9.6",
    ]);
    expect(citedSections("order (spec 9.2 and 2.8); see requirements 7.1/7.2")).toEqual(["9.2", "2.8", "7.1", "7.2"]);
    expect(citedSections("// version 2.3 of the spec, 10 ms")).toEqual([]);
    expect(headingSections("# Requirements\n## 1 What\n### 2.10 Sector pages\nspec 3.1\n")).toEqual(
      new Set(["1", "2.10"]),
    );
  });

  it("every cited section is a heading of docs/requirements.md", () => {
    const sections = headingSections(readFileSync(join(root, "docs", "requirements.md"), "utf8"));
    const missing: string[] = [];
    let citations = 0;
    for (const folder of scannedFolders) {
      for (const path of sourceFiles(join(root, folder))) {
        for (const section of citedSections(readFileSync(path, "utf8"))) {
          citations += 1;
          if (!sections.has(section)) missing.push(`${relative(root, path)}: spec ${section}`);
        }
      }
    }
    expect(missing).toEqual([]);
    // The code cites the specification about a hundred times; far fewer means the scan stopped finding them.
    expect(citations).toBeGreaterThan(80);
  });
});
