/**
 * `npm run lint` must refuse what docs/architecture.md forbids: a browser-safe app/ module importing server/, server/
 * importing a component, `../` across folders, and an import cycle. Each case is linted as it would be in the tree.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ESLint } from "eslint";

const eslint = new ESLint({ cwd: process.cwd() });
// The first lint loads the TypeScript resolver and parses the tree: seconds on a busy machine.
const LINT_TIMEOUT_MS = 120_000;

async function rulesBroken(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.resolve(filePath) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe("the lint's boundary", () => {
  it(
    "refuses server/ in a component, content or lib module, and allows it in a route",
    async () => {
      const code = 'import { openDatabase } from "~server/db/client";\nexport const open = openDatabase;\n';
      expect(await rulesBroken("app/components/lint-case.tsx", code)).toContain("no-restricted-imports");
      expect(await rulesBroken("app/lib/lint-case.ts", code)).toContain("no-restricted-imports");
      expect(await rulesBroken("app/content/lint-case.ts", code)).toContain("no-restricted-imports");
      expect(await rulesBroken("app/routes/lint-case.tsx", code)).toEqual([]);
    },
    LINT_TIMEOUT_MS,
  );

  it(
    "refuses a component in server/, and ../ across folders",
    async () => {
      expect(
        await rulesBroken(
          "server/http/lint-case.ts",
          'import { Header } from "~/components/layout/header";\nexport { Header };\n',
        ),
      ).toContain("no-restricted-imports");
      expect(
        await rulesBroken("server/http/lint-case.ts", 'import { loadEnv } from "../env";\nexport { loadEnv };\n'),
      ).toContain("no-restricted-imports");
      expect(
        await rulesBroken("server/http/lint-case.ts", 'import { loadEnv } from "~server/env";\nexport { loadEnv };\n'),
      ).toEqual([]);
    },
    LINT_TIMEOUT_MS,
  );
});

describe("the lint's cycle rule", () => {
  const folder = path.resolve("server/lint-cycle-case");
  afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

  it(
    "refuses two modules that import each other",
    async () => {
      fs.mkdirSync(folder, { recursive: true });
      fs.writeFileSync(path.join(folder, "a.ts"), 'import { b } from "./b";\nexport const a = () => b();\n');
      fs.writeFileSync(path.join(folder, "b.ts"), 'import { a } from "./a";\nexport const b = () => a;\n');
      const [result] = await eslint.lintFiles([path.join(folder, "a.ts")]);
      expect(result?.messages.map((message) => message.ruleId)).toContain("import-x/no-cycle");
    },
    LINT_TIMEOUT_MS,
  );
});

describe("the lint's logical-sides rule (issue 18)", () => {
  const rule = "logical/no-physical-direction-classes";

  it(
    "refuses physical left/right classes in a component, with variants, negative and important forms",
    async () => {
      for (const className of [
        "ml-4",
        "md:mr-2",
        "-ml-2",
        "hover:!pl-0",
        "pr-[3px]",
        "left-0",
        "sm:right-4",
        "-right-1/2",
        "text-left",
        "lg:text-right",
        "rounded-l-lg",
        "rounded-tr",
        "rounded-bl-md",
        "border-l",
        "border-r-2",
        "scroll-ml-4",
        "float-right",
      ]) {
        const code = `export const Box = () => <div className="p-2 ${className}" />;\n`;
        expect(await rulesBroken("app/components/lint-case.tsx", code), className).toContain(rule);
      }
      const template = "export const box = (wide: boolean) => `flex ${wide ? 'w-full' : 'w-8'} md:pl-4`;\n";
      expect(await rulesBroken("app/lib/lint-case.ts", template)).toContain(rule);
    },
    LINT_TIMEOUT_MS,
  );

  it(
    "allows logical classes, look-alikes and words",
    async () => {
      const code = [
        'export const a = "ms-4 me-2 -ms-2 ps-0 pe-10 start-0 end-4 text-start text-end rounded-s-lg rounded-ee border-s border-e-2 scroll-ms-4 float-start";',
        'export const b = "rounded-lg border-lime-500 border-red-700 prose mx-auto px-4 inset-x-0 translate-x-full rtl:-scale-x-100";',
        'export const c = "right";',
        'export const d = "Swipe left to dismiss";',
        "",
      ].join("\n");
      expect(await rulesBroken("app/components/lint-case.tsx", code)).toEqual([]);
    },
    LINT_TIMEOUT_MS,
  );
});
