import { FORM_GUARD_TEXT } from "~/content/forms";
import { useLocale } from "~/lib/i18n/use-locale";
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD } from "~/lib/forms/submission";

/**
 * The signed timing token and a honeypot that people never see (off-screen, not focusable, not autofilled). Importing
 * submission.ts here also keeps it loaded with every live form, for a clientAction run offline (submit-or-keep.ts).
 */
export function SpamGuardFields({ token }: { token: string }) {
  const locale = useLocale();
  return (
    <>
      <input type="hidden" name={FORM_TOKEN_FIELD} value={token} />
      <div aria-hidden="true" className="absolute -start-[10000px] h-px w-px overflow-hidden">
        <label>
          {FORM_GUARD_TEXT[locale].honeypotLabel}
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
    </>
  );
}
