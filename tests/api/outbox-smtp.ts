/** A real SMTP server on loopback for the outbox tests (smtp-server), which can be down, refuse, reject or accept. */
import { SMTPServer, type SMTPServerOptions } from "smtp-server";

export interface ReceivedEmail {
  messageId: string;
  envelopeTo: string[];
  /** Headers unfolded, body with quoted-printable decoded: enough to search for texts. */
  headers: Record<string, string>;
  text: string;
}

/** "accept" delivers; "refuse" answers 421 (try again later) to every recipient. */
export type SmtpMode = "accept" | "refuse";

export const SMTP_USER = "outbox-test";
export const SMTP_PASSWORD = "correct horse battery staple";

function decodeQuotedPrintable(value: string): string {
  return value
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function parse(raw: string, envelopeTo: string[]): ReceivedEmail {
  const split = raw.indexOf("\r\n\r\n");
  const headerBlock = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const headers: Record<string, string> = {};
  for (const line of headerBlock.split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return {
    messageId: headers["message-id"] ?? "",
    envelopeTo,
    headers,
    text: decodeQuotedPrintable(raw.slice(split + 4)),
  };
}

export class TestSmtpServer {
  readonly received: ReceivedEmail[] = [];
  mode: SmtpMode = "accept";
  /** Recipients answered 550 (permanent) in every mode. */
  rejected = new Set<string>();
  /** Wait this long before answering each message's data (a slow server, to stop a worker mid-queue). */
  dataDelayMs = 0;
  refusals = 0;
  private server: SMTPServer | null = null;

  constructor(readonly port: number) {}

  private options(): SMTPServerOptions {
    return {
      disabledCommands: ["STARTTLS"],
      allowInsecureAuth: true,
      logger: false,
      onAuth: (auth, _session, callback) => {
        if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) callback(null, { user: auth.username });
        else callback(Object.assign(new Error("Invalid username or password"), { responseCode: 535 }));
      },
      onRcptTo: (address, _session, callback) => {
        if (this.rejected.has(address.address))
          return callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 }));
        if (this.mode === "refuse") {
          this.refusals += 1;
          return callback(Object.assign(new Error("Try again later"), { responseCode: 421 }));
        }
        callback();
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          setTimeout(() => {
            const envelopeTo = session.envelope.rcptTo.map((rcpt) => rcpt.address);
            this.received.push(parse(Buffer.concat(chunks).toString("utf8"), envelopeTo));
            callback();
          }, this.dataDelayMs);
        });
      },
    };
  }

  async start(): Promise<void> {
    if (this.server) return;
    const server = new SMTPServer(this.options());
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(this.port, "127.0.0.1", () => resolve());
    });
    this.server = server;
  }

  /** Closes the port: connections are refused until start() again. */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  byMessageId(): Map<string, number> {
    const counts = new Map<string, number>();
    for (const email of this.received) counts.set(email.messageId, (counts.get(email.messageId) ?? 0) + 1);
    return counts;
  }
}

export async function waitFor<T>(
  probe: () => Promise<T> | T,
  done: (value: T) => boolean,
  timeoutMs = 30_000,
  what = "condition",
): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await probe();
    if (done(value)) return value;
    if (Date.now() - started > timeoutMs)
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}; last value: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
