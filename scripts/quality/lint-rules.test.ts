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
