/** Process configuration, validated once at start-up; a bad value stops the server with a readable message. */
import crypto from "node:crypto";
import { z } from "zod";
import type { SiteConfig } from "~/content/site-config";
import { resolveSiteConfig } from "./site-config";
import { STORAGE_ENV } from "~server/storage/storage-env";
import { parseTrustProxy, type TrustProxy } from "~server/http/client-address";
import { SERVER_TIMEOUT_ENV } from "~server/http/server-timeouts";

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z.string().url().optional(),
  /** Which proxies' X-Forwarded-For is believed: unset = none (the socket's address), N = N hops, or proxy addresses/CIDRs. */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, context): TrustProxy => {
      const parsed = parseTrustProxy(value);
      if ("error" in parsed) {
        context.addIssue({ code: "custom", message: parsed.error });
        return z.NEVER;
      }
      return parsed;
    }),
  RATE_LIMIT_SUBMISSIONS_PER_MINUTE: z.coerce.number().int().positive().default(10),
  FORM_MIN_FILL_MS: z.coerce.number().int().min(0).default(2000),
  PUBLIC_BASE_URL: z.string().url().default("http://localhost:3000"),
  /** Signs the hidden form-timing token; set it on every instance behind one load balancer. Random per process when unset. */
  FORM_TOKEN_SECRET: z
    .string()
    .min(16)
    .default(() => crypto.randomBytes(32).toString("hex")),
  /** One-word searches matching at least this many products get their counts computed after each catalogue change. */
  SEARCH_BROAD_MIN_MATCHES: z.coerce.number().int().min(1).default(8000),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** SERVER_HEADERS_TIMEOUT_MS, SERVER_REQUEST_TIMEOUT_MS, SERVER_KEEP_ALIVE_TIMEOUT_MS (server/http/server-timeouts.ts). */
  ...SERVER_TIMEOUT_ENV,
  /** URLs per sitemap file (search engines read at most 50,000); past it /sitemap.xml becomes a sitemap index. */
  SITEMAP_URLS_PER_FILE: z.coerce.number().int().min(1).max(50_000).default(50_000),
  /** A staff session ends after this long without a request... */
  STAFF_SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(120),
  /** ...and at the latest this long after sign-in. */
  STAFF_SESSION_MAX_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(12),
  /** Where uploaded images live: STORAGE_DRIVER=local|s3 and the STORAGE_S3_* settings (server/storage/storage-config.ts). */
  ...STORAGE_ENV,
  /** Outgoing mail (server/mail): without SMTP_HOST the emails are written to files under DATA_DIR/outbox-mail. */
  SMTP_HOST: z.string().min(1).optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  /** TLS from the first byte; when unset, true on port 465 only (other ports upgrade with STARTTLS when offered). */
  SMTP_SECURE: z.stringbool().optional(),
  SMTP_USER: z.string().min(1).optional(),
  SMTP_PASSWORD: z.string().min(1).optional(),
  /** Sender of every email, "Name <address>" or an address; default: the company name and SITE_EMAIL. */
  MAIL_FROM: z
    .string()
    .regex(/^[^\r\n]*@[^\r\n]*$/, "an email address, optionally as Name <address>")
    .optional(),
  /** Where new-inquiry notifications go; default: SITE_EMAIL. */
  SALES_EMAIL: z.email().optional(),
  OUTBOX_POLL_MS: z.coerce.number().int().min(20).default(5_000),
  OUTBOX_RETRY_BASE_MS: z.coerce.number().int().min(1).default(30_000),
  OUTBOX_RETRY_MAX_MS: z.coerce
    .number()
    .int()
    .min(1)
    .default(30 * 60_000),
  /** Permanent rejections (SMTP 5xx) a queued email gets before it is marked failed; outages never fail an email. */
  OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(5),
  /** How long a worker owns the emails it claimed; another instance takes them over after it (a crashed worker). */
  OUTBOX_LEASE_MS: z.coerce
    .number()
    .int()
    .min(100)
    .default(5 * 60_000),
});

export type Env = z.infer<typeof envSchema> & { site: SiteConfig };

export function sessionPolicy(env: Env) {
  return { idleMs: env.STAFF_SESSION_IDLE_MINUTES * 60_000, absoluteMs: env.STAFF_SESSION_MAX_HOURS * 3_600_000 };
}

/** Staff cookies are __Host- prefixed and Secure when the site is served over https (its public address says so). */
export function staffCookieOptions(env: Env) {
  return { secure: env.PUBLIC_BASE_URL.startsWith("https://") };
}

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`).join("\n");
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  return { ...parsed.data, site: resolveSiteConfig(source) };
}
