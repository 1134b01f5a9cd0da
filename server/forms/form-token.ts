/**
 * The minimum-fill-time check, without JavaScript: each form carries a server-signed token with the time it was served.
 * A submission whose token is missing, forged, or younger than FORM_MIN_FILL_MS came from a bot. Each token also carries
 * a random id, so it can be used once (server/forms/used-tokens.ts): one page load, one submission.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** Older tokens are not bots, just forgotten tabs: the visitor is asked to send again with a fresh one. */
export const TOKEN_MAX_AGE_MS = 24 * 60 * 60 * 1000;

function sign(secret: string, form: string, issuedAt: number, id: string): string {
  return createHmac("sha256", secret).update(`${form}:${issuedAt}:${id}`).digest("base64url");
}

/** "issuedAt.id.signature"; a token issued for an earlier time (issuedAt) keeps the time already spent on the form. */
export function issueFormToken(secret: string, form: string, issuedAt = Date.now()): string {
  const id = randomBytes(16).toString("base64url");
  return `${issuedAt}.${id}.${sign(secret, form, issuedAt, id)}`;
}

/** The issue time of a token (checked or not); NaN when it has none. */
export function tokenIssuedAt(token: string): number {
  return Number(token.split(".")[0]);
}

export type TokenCheck = "ok" | "invalid" | "too-fast" | "expired";

export function checkFormToken(
  token: unknown,
  options: { secret: string; form: string; minFillMs: number; now?: number },
): TokenCheck {
  if (typeof token !== "string" || token.length > 200) return "invalid";
  const [issuedText, id, signature, ...rest] = token.split(".");
  const issuedAt = Number(issuedText);
  if (!id || !signature || rest.length > 0 || !Number.isSafeInteger(issuedAt)) return "invalid";
  const expected = Buffer.from(sign(options.secret, options.form, issuedAt, id));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return "invalid";
  const age = (options.now ?? Date.now()) - issuedAt;
  if (age < options.minFillMs) return "too-fast";
  if (age > TOKEN_MAX_AGE_MS) return "expired";
  return "ok";
}
