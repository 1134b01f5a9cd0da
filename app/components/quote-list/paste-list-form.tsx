import { Form, useNavigation } from "react-router";
import { PASTE_PATH, QUOTE_LIST_PASTE_TEXT } from "~/content/quote-list-paste";
import { useLocale, useLocalizedPath } from "~/lib/i18n/use-locale";
import { PASTE_MAX_CHARS } from "~/lib/quote-list/limits";
import { PASTE_FIELDS } from "~/lib/quote-list/paste-schema";

/**
 * "Paste a list" (issue 17): the box, the file input and "Find Products". It always posts to the paste page of its
 * edition, so it can be mounted on /quote-list too; without JavaScript a plain multipart POST, with it no reload.
 */
export function PasteListForm({ defaultText, formError }: { defaultText?: string; formError?: string }) {
  const navigation = useNavigation();
  const TEXT = QUOTE_LIST_PASTE_TEXT[useLocale()];
  const to = useLocalizedPath();
  const finding = navigation.state === "submitting" && navigation.formData?.get(PASTE_FIELDS.intent) === "find";
  return (
    <Form
      method="post"
      action={to(PASTE_PATH)}
      encType="multipart/form-data"
      className="space-y-4"
      aria-describedby={formError ? "paste-form-error" : undefined}
    >
      <input type="hidden" name={PASTE_FIELDS.intent} value="find" />
      <div>
        <label htmlFor="paste-lines" className="block text-sm font-medium text-slate-800">
          {TEXT.boxLabel}
        </label>
        <p id="paste-lines-hint" className="mt-1 text-sm text-slate-600">
          {TEXT.boxHint}
        </p>
        <textarea
          id="paste-lines"
          name={PASTE_FIELDS.lines}
          rows={8}
          maxLength={PASTE_MAX_CHARS}
          defaultValue={defaultText}
          aria-describedby="paste-lines-hint"
          aria-invalid={formError ? true : undefined}
          className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 font-mono text-sm text-slate-900 shadow-sm focus:border-brand-600"
        />
      </div>
      <div>
        <label htmlFor="paste-file" className="block text-sm font-medium text-slate-800">
          {TEXT.fileLabel}
        </label>
        <p id="paste-file-hint" className="mt-1 text-sm text-slate-600">
          {TEXT.fileHint}
        </p>
        <input
          id="paste-file"
          type="file"
          name={PASTE_FIELDS.file}
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          aria-describedby="paste-file-hint"
          className="mt-1 block text-sm text-slate-800"
        />
      </div>
      {formError ? (
        <p id="paste-form-error" role="alert" className="text-sm font-medium text-red-700">
          {formError}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={finding}
        className="rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 disabled:cursor-wait disabled:opacity-70"
      >
        {finding ? TEXT.finding : TEXT.submit}
      </button>
    </Form>
  );
}
