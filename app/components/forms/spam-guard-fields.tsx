import { FORM_GUARD_TEXT } from "~/content/forms";

/** The signed timing token and a honeypot that people never see (off-screen, not focusable, not autofilled). */
export function SpamGuardFields({ token }: { token: string }) {
  return (
    <>
      <input type="hidden" name="formToken" value={token} />
      <div aria-hidden="true" className="absolute -start-[10000px] h-px w-px overflow-hidden">
        <label>
          {FORM_GUARD_TEXT.honeypotLabel}
          <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
    </>
  );
}
