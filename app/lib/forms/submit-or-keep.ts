/**
 * The inquiry routes' clientAction, apart from submission.ts: a route module carries it in the page's first load, and
 * building a refusal needs Conform's parser, which only the form itself needs (decision 106).
 */
import type { SubmissionResult } from "./submission";

/**
 * Runs the route's server action from the browser; when the server cannot be reached or fails without an answer, the
 * form gets a failure it can show (with everything typed) instead of the page's error boundary, which would lose the text.
 * Only a live form submits through here, and every form's hidden fields import submission.ts, so its code is already
 * loaded when the network is down.
 */
export async function submitOrKeep(
  request: Request,
  serverAction: () => Promise<unknown>,
  message: string,
): Promise<SubmissionResult> {
  const copy = request.clone();
  try {
    return (await serverAction()) as SubmissionResult;
  } catch {
    const [formData, { FORM_TOKEN_FIELD, refusal }] = await Promise.all([
      copy.formData().catch(() => new FormData()),
      import("./submission"),
    ]);
    return refusal(formData, message, String(formData.get(FORM_TOKEN_FIELD) ?? ""));
  }
}
