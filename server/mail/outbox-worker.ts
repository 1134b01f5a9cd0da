/**
 * Sends the email outbox in the server process: claims due emails with a lease, sends each, marks it sent or schedules a
 * retry with back-off. Wakes when an inquiry is stored in this process and polls as the safety net. stop() lets the email
 * in flight finish, hands the other claims back and closes the transport.
 */
import type { Db } from "~server/db/client";
import type { Env } from "~server/env";
import { fromAddress, mailDelivery } from "./mail-settings";
import {
  claimDueEmails,
  markFailed,
  markSent,
  releaseClaims,
  renewClaim,
  scheduleRetry,
  type ClaimedEmail,
} from "./outbox-queue";
import { onQueuedEmails } from "./outbox-signal";
import { nextStep, type DeliveryFailure, type RetryPolicy } from "./retry-policy";
import { createMailTransport, type MailTransport } from "./transports";

export type OutboxEnv = Pick<
  Env,
  | "SMTP_HOST"
  | "SMTP_PORT"
  | "SMTP_SECURE"
  | "SMTP_USER"
  | "SMTP_PASSWORD"
  | "MAIL_FROM"
  | "DATA_DIR"
  | "site"
  | "OUTBOX_POLL_MS"
  | "OUTBOX_RETRY_BASE_MS"
  | "OUTBOX_RETRY_MAX_MS"
  | "OUTBOX_MAX_ATTEMPTS"
  | "OUTBOX_LEASE_MS"
>;

export interface OutboxWorker {
  /** Where emails go ("SMTP host:port" or "files in …"). */
  readonly destination: string;
  stop(): Promise<void>;
}

export interface OutboxWorkerOptions {
  db: Db;
  env: OutboxEnv;
  /** Overrides the transport chosen from the configuration (tests). */
  transport?: MailTransport;
  batchSize?: number;
  log?: (line: string) => void;
}

function failureOf(error: unknown): DeliveryFailure & { text: string } {
  const details = error as { responseCode?: unknown; code?: unknown; message?: unknown };
  const responseCode = typeof details.responseCode === "number" ? details.responseCode : undefined;
  const text = [typeof details.code === "string" ? details.code : null, String(details.message ?? error)]
    .filter(Boolean)
    .join(": ")
    .slice(0, 1000);
  return { ...(responseCode === undefined ? {} : { responseCode }), text };
}

export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, env } = options;
  const log = options.log ?? ((line: string) => console.log(line));
  const transport = options.transport ?? createMailTransport(mailDelivery(env));
  const from = fromAddress(env);
  const batchSize = options.batchSize ?? 10;
  const policy: RetryPolicy = {
    baseMs: env.OUTBOX_RETRY_BASE_MS,
    maxMs: env.OUTBOX_RETRY_MAX_MS,
    maxAttempts: env.OUTBOX_MAX_ATTEMPTS,
  };

  let running = true;
  let wakeUp: (() => void) | null = null;
  let nudged = false;
  const unsubscribe = onQueuedEmails(() => {
    nudged = true;
    wakeUp?.();
  });

  async function deliver(claimed: ClaimedEmail, serverDown: (DeliveryFailure & { text: string }) | null) {
    const email = serverDown ? claimed : await renewClaim(db, claimed, env.OUTBOX_LEASE_MS);
    if (!email) return { serverDown };
    let failure = serverDown;
    if (!failure) {
      try {
        await transport.send(email, from);
      } catch (error) {
        failure = failureOf(error);
      }
      if (!failure) {
        await markSent(db, email);
        return { serverDown: null };
      }
    }
    const step = nextStep(email.attempts + 1, failure, policy);
    if (step.kind === "failed") {
      await markFailed(db, email, failure.text);
      log(
        `Outbox: gave up on ${email.purpose} ${email.messageId} to ${email.toAddress} after ${email.attempts + 1} attempts: ${failure.text}`,
      );
    } else {
      await scheduleRetry(db, email, step.delayMs, failure.text);
    }
    // Without an SMTP answer (refused, timeout) the server is unreachable: the rest of the batch waits too.
    return { serverDown: failure.responseCode === undefined ? failure : null };
  }

  /** Sends every due email, a batch at a time, until none is due or the server is unreachable. */
  async function drain(): Promise<void> {
    while (running) {
      const batch = await claimDueEmails(db, { limit: batchSize, leaseMs: env.OUTBOX_LEASE_MS });
      let serverDown: (DeliveryFailure & { text: string }) | null = null;
      for (const [index, email] of batch.entries()) {
        if (!running) {
          await releaseClaims(db, batch.slice(index));
          return;
        }
        ({ serverDown } = await deliver(email, serverDown));
      }
      if (serverDown)
        log(`Outbox: cannot reach the mail server (${serverDown.text}); ${batch.length} email(s) will be retried.`);
      if (batch.length < batchSize || serverDown) return;
    }
  }

  async function loop() {
    while (running) {
      nudged = false;
      try {
        await drain();
      } catch (error) {
        if (running) log(`Outbox: ${failureOf(error).text}`);
      }
      if (!running || nudged) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, env.OUTBOX_POLL_MS);
        wakeUp = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wakeUp = null;
    }
  }

  const loopDone = loop();
  return {
    destination: transport.describe(),
    async stop() {
      if (!running) return loopDone;
      running = false;
      unsubscribe();
      wakeUp?.();
      await loopDone;
      transport.close();
    },
  };
}
