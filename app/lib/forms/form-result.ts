/** The answer of every form action in Conform's shape (its `lastResult`), and what a page reads from it; no runtime imports. */
import type { SubmissionResult } from "@conform-to/react";

export type FormResult = SubmissionResult<string[]>;

/**
 * The first field with an error, in the order the errors were found (the schema's field order, which is the form's):
 * a page answered without JavaScript gives it `autoFocus`.
 */
export function firstInvalidField(result: FormResult | null | undefined): string | undefined {
  return Object.entries(result?.error ?? {}).find(([name, errors]) => name !== "" && (errors?.length ?? 0) > 0)?.[0];
}
