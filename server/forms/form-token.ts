/**
 * The minimum-fill-time check, without JavaScript: each form carries a server-signed token with the time it was served.
 * A submission whose token is missing, forged, or younger than FORM_MIN_FILL_MS came from a bot.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

/** Older tokens are not bots, just forgotten tabs: the visitor is asked to send again with a fresh one. */
export const TOKEN_MAX_AGE_MS = 24 * 60 * 60 * 1000;

function sign(secret: string, form: string, issuedAt: number): string {
  return createHmac("sha256", secret).update(`${form}:${issuedAt}`).digest("base64url");
}

export function issueFormToken(secret: string, form: string, now = Date.now()): string {
  return `${now}.${sign(secret, form, now)}`;
}

export type TokenCheck = "ok" | "invalid" | "too-fast" | "expired";

export function checkFormToken(token: unknown, options: { secret: string; form: string; minFillMs: number; now?: number }): TokenCheck {
  if (typeof token !== "string" || token.length > 200) return "invalid";
  const [issuedText, signature] = token.split(".");
  const issuedAt = Number(issuedText);
  if (!signature || !Number.isSafeInteger(issuedAt)) return "invalid";
  const expected = Buffer.from(sign(options.secret, options.form, issuedAt));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return "invalid";
  const age = (options.now ?? Date.now()) - issuedAt;
  if (age < options.minFillMs) return "too-fast";
  if (age > TOKEN_MAX_AGE_MS) return "expired";
  return "ok";
}
