/**
 * The window event `toast()` raises, so that the root can mount the toast region on the first toast without importing
 * the toast store (which stays out of the first load).
 */
export const TOAST_RAISED_EVENT = "site:toast-raised";
