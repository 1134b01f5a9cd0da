/**
 * npm run admin:create-user -- EMAIL [--name "Full Name"]
 * Creates a staff account. The password is read from standard input when it is piped in; otherwise a one-time password
 * is generated and printed once. Uses DATABASE_URL or the embedded database under DATA_DIR (stop the server first).
 */
import { loadEnv } from "~server/env";
import { openDatabase } from "~server/db/client";
import { generatePassword, MIN_PASSWORD_LENGTH } from "~server/auth/password";
import { createStaffUser, findStaffUserByEmail } from "~server/auth/staff-users";
import { DataDirLockedError } from "~server/db/data-dir-lock";

async function readStdin(): Promise<string> {
  if (process.stdin.isTTY) return "";
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8").split(/\r?\n/)[0] ?? "";
}

async function main() {
  const args = process.argv.slice(2);
  const nameIndex = args.indexOf("--name");
  const name = nameIndex >= 0 ? args[nameIndex + 1] : undefined;
  const positional = args.filter((arg, index) => !arg.startsWith("--") && (nameIndex < 0 || index !== nameIndex + 1));
  const email = positional[0];
  if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    console.error(
      'Usage: npm run admin:create-user -- EMAIL [--name "Full Name"]   (password on stdin, or one is generated)',
    );
    process.exit(2);
  }
  const piped = await readStdin();
  if (piped && piped.length < MIN_PASSWORD_LENGTH) {
    console.error(`The password must be at least ${MIN_PASSWORD_LENGTH} characters.`);
    process.exit(2);
  }
  const env = loadEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    if (await findStaffUserByEmail(database.db, email)) {
      console.error(`A staff account for ${email.toLowerCase()} exists already.`);
      process.exitCode = 1;
      return;
    }
    const password = piped || generatePassword();
    const user = await createStaffUser(database.db, { email, password, name });
    console.log(`Created staff account ${user.email}.`);
    if (!piped) console.log(`One-time password (shown once; change it after signing in): ${password}`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError) {
    console.error(`${error.message}\nStop the server first, or run this against PostgreSQL with DATABASE_URL.`);
    process.exit(3);
  }
  console.error(error);
  process.exit(1);
});
