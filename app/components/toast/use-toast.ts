/** Public toast API: `toast({ title, description?, variant? })` from anywhere on the client, `useToast()` in components. */
import { useSyncExternalStore } from "react";
import {
  INITIAL_TOAST_STATE,
  TOAST_REMOVE_DELAY_MS,
  createToastItem,
  dismissedIds,
  toastReducer,
  type ToastAction,
  type ToastInput,
  type ToastState,
} from "~/lib/toast-store";
import { TOAST_RAISED_EVENT } from "~/lib/toast-signal";

export type { ToastInput } from "~/lib/toast-store";

let state: ToastState = INITIAL_TOAST_STATE;
let counter = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function dispatch(action: ToastAction): void {
  if (action.type === "DISMISS") {
    for (const id of dismissedIds(state, action.toastId)) scheduleRemoval(id);
  }
  state = toastReducer(state, action);
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  const timer = setTimeout(() => {
    removalTimers.delete(id);
    dispatch({ type: "REMOVE", toastId: id });
  }, TOAST_REMOVE_DELAY_MS);
  removalTimers.set(id, timer);
}

export function dismissToast(toastId?: string): void {
  dispatch({ type: "DISMISS", toastId });
}

export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  dispatch({ type: "ADD", toast: createToastItem(id, input) });
  if (typeof window !== "undefined") window.dispatchEvent(new Event(TOAST_RAISED_EVENT));
  return { id, dismiss: () => dismissToast(id) };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current list (for tests and non-React callers). */
export const getToastSnapshot = (): ToastState => state;
const getSnapshot = getToastSnapshot;
const getServerSnapshot = (): ToastState => INITIAL_TOAST_STATE;

export function useToast(): ToastState & { toast: typeof toast; dismiss: typeof dismissToast } {
  const current = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  return { ...current, toast, dismiss: dismissToast };
}
