/** In-process nudge: a stored inquiry wakes the outbox worker at once; polling stays the safety net (other instances). */
import { EventEmitter } from "node:events";

const signal = new EventEmitter();
signal.setMaxListeners(0);

export function announceQueuedEmails(): void {
  signal.emit("queued");
}

export function onQueuedEmails(listener: () => void): () => void {
  signal.on("queued", listener);
  return () => signal.off("queued", listener);
}
