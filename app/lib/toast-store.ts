/** Toast list state (spec 4 "Toasts", 9.4): a pure reducer; timers and subscriptions live in components/toast/use-toast.ts. */

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

export type ToastVariant = "default" | "destructive";

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface ToastItem {
  id: string;
  title: string;
  description?: string;
  variant: ToastVariant;
  open: boolean;
}

export interface ToastState {
  toasts: ToastItem[];
}

export type ToastAction =
  { type: "ADD"; toast: ToastItem } | { type: "DISMISS"; toastId?: string } | { type: "REMOVE"; toastId?: string };

export const INITIAL_TOAST_STATE: ToastState = { toasts: [] };

export function toastReducer(state: ToastState, action: ToastAction): ToastState {
  switch (action.type) {
    case "ADD":
      // The newest first; only TOAST_LIMIT are kept, so an older toast is replaced rather than queued.
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case "DISMISS":
      return {
        toasts: state.toasts.map((toast) =>
          action.toastId === undefined || toast.id === action.toastId ? { ...toast, open: false } : toast,
        ),
      };
    case "REMOVE":
      return {
        toasts: action.toastId === undefined ? [] : state.toasts.filter((toast) => toast.id !== action.toastId),
      };
  }
}

/** Ids of the toasts a DISMISS action closes (each then gets its removal timer). */
export function dismissedIds(state: ToastState, toastId?: string): string[] {
  return state.toasts.filter((toast) => toastId === undefined || toast.id === toastId).map((toast) => toast.id);
}

export function createToastItem(id: string, input: ToastInput): ToastItem {
  const item: ToastItem = { id, title: input.title, variant: input.variant ?? "default", open: true };
  if (input.description !== undefined) item.description = input.description;
  return item;
}
