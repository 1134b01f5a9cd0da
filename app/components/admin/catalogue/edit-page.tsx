/** The frame the product and brand editors share: back link, name with status, action bar, and the page's messages. */
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { BUTTON_DANGER, BUTTON_SECONDARY, FormMessage, Notice } from "./form-fields";
import { ActiveBadge } from "./list-pagination";

/** A one-button form posting an `intent` to the page's action (works without JavaScript). */
export function IntentButton({ intent, children }: { intent: string; children: ReactNode }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <button type="submit" className={BUTTON_SECONDARY}>
        {children}
      </button>
    </Form>
  );
}

/** `leading` comes before Activate/Deactivate, `trailing` after it; Delete is always last. */
export function EditPageHeader(props: {
  backHref: string;
  backLabel: string;
  name: string;
  isActive: boolean;
  deleteHref: string;
  leading?: ReactNode;
  trailing?: ReactNode;
}) {
  return (
    <>
      <Link to={props.backHref} className="text-sm text-brand-800 underline">
        ← {props.backLabel}
      </Link>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{props.name}</h1>
        <ActiveBadge active={props.isActive} />
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        {props.leading}
        <IntentButton intent={props.isActive ? "deactivate" : "activate"}>
          {props.isActive ? "Deactivate" : "Activate"}
        </IntentButton>
        {props.trailing}
        <Link to={props.deleteHref} className={BUTTON_DANGER}>
          Delete…
        </Link>
      </div>
    </>
  );
}

/**
 * The notice of a redirect after success (hidden once the form was posted again), or the message of a failed
 * one-button action; a failed save shows its message inside the form instead.
 */
export function EditPageMessages({
  notice,
  answer,
}: {
  notice: ReactNode;
  answer: { message: string } | { result: unknown } | undefined;
}) {
  return (
    <div className="mt-4 space-y-2">
      {notice && !answer && <Notice>{notice}</Notice>}
      {answer && "message" in answer && <FormMessage message={answer.message} />}
    </div>
  );
}
