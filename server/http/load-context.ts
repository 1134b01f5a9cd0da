/** What the Express server hands every loader and action. */
import type { Db } from "~server/db/client";
import type { Env } from "~server/env";
import type { SignedInStaff } from "~server/auth/sessions";
import type { CompareSelection } from "~/lib/compare/compare-cookie";

export interface AppContext {
  db: Db;
  env: Env;
  cspNonce: string;
  /** True when this POST went over the per-IP submission budget; actions answer with a friendly 429. */
  rateLimited: boolean;
  /** Also sent as X-Request-Id; logged with every server error. */
  requestId: string;
  /** The signed-in staff member under /admin (resolved by server/auth/staff-gate.ts), else null. */
  staff: SignedInStaff | null;
  /** The client address as Express resolved it (trust proxy), for per-IP sign-in limits. */
  clientIp: string;
  /** The number of products in the quote list named by the request's cookie (0 without one), for the header (issue 17). */
  quoteListCount?: (request: Request) => Promise<number>;
  /** The products the request's `compare` cookie selects (null without one), for the tray and Compare links (issue 19). */
  compareSelection?: (request: Request) => Promise<CompareSelection | null>;
}

declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation: React Router's context gets our fields
  interface AppLoadContext extends AppContext {}
}
