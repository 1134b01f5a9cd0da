/** What a back-office write answers: the row, or a refusal the form shows next to its fields and the API as a 4xx. */
import type { FieldErrors } from "~/lib/forms/fields";

export type WriteRefusal = { ok: false; status: 400 | 404 | 409; message: string; errors?: FieldErrors };
export type WriteResult<T> = { ok: true; value: T } | WriteRefusal;

export const notFound = (what: string): WriteRefusal => ({
  ok: false,
  status: 404,
  message: `${what} not found. It may have been deleted.`,
});

export const STALE_MESSAGE =
  "Someone else saved a change after you opened this page. Reload it to see their change, then make yours again.";
export const stale = (): WriteRefusal => ({ ok: false, status: 409, message: STALE_MESSAGE });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (id: string): boolean => UUID.test(id);
