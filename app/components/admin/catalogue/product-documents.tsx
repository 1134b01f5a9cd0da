/**
 * A product's documents in the back office (issue 19): the list and the upload form on the product's page, and the
 * document page's forms (details, replace the file, delete). Plain multipart forms posting to the documents routes, so
 * they work without JavaScript; with it the upload goes through a fetcher (the page stays, the answer shows in the form)
 * and a file that is empty or too large is refused before it is sent.
 */
import { getInputProps, getSelectProps } from "@conform-to/react";
import { useRef, useState, type FormEvent } from "react";
import { Form, Link, useFetcher, useNavigation } from "react-router";
import {
  DOCUMENT_ADMIN_TEXT,
  DOCUMENT_KIND_LABELS,
  DOCUMENT_LANGUAGE_LABELS,
  DOCUMENT_MESSAGES,
} from "~/content/admin-documents";
import { FORM_INVALID_MESSAGE } from "~/content/admin-catalogue";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { formatBytes } from "~/lib/admin/format-bytes";
import {
  DOCUMENT_KINDS,
  DOCUMENT_LANGUAGES,
  DOCUMENT_MAX_BYTES,
  type DocumentKind,
  type DocumentLanguage,
} from "~/lib/catalogue/product-documents";
import type { FormResult } from "~/lib/forms/form-result";
import type { FormCheck } from "~/lib/forms/parse-form";
import { DataTable } from "~/components/admin/data-table";
import {
  BUTTON_DANGER,
  BUTTON_PRIMARY,
  BUTTON_SECONDARY,
  CONTROL_CLASS,
  Field,
  FormMessage,
  TextInput,
} from "./form-fields";

/** A document as the back office lists it (server/documents/admin-document-router.ts: documentJson). */
export interface AdminDocument {
  id: string;
  kind: string;
  language: string;
  title: string;
  revisionDate: string;
  fileName: string;
  sizeBytes: number;
  url: string;
}

/** What a documents route's action answers: the form it belongs to and Conform's result. */
export interface DocumentFormAnswer {
  form: "upload" | "save" | "replace" | "delete";
  result: FormResult;
}

const text = DOCUMENT_ADMIN_TEXT;
const kindLabel = (kind: string) => DOCUMENT_KIND_LABELS[kind as DocumentKind] ?? kind;
const languageLabel = (language: string) => DOCUMENT_LANGUAGE_LABELS[language as DocumentLanguage] ?? language;

function loadCheck(): Promise<FormCheck> {
  return Promise.all([import("~/lib/forms/parse-form"), import("~/lib/admin/document-schema")]).then(
    ([{ checkWith }, { documentDetailsSchema }]) => checkWith(documentDetailsSchema),
  );
}

/** The browser's early word on a chosen file (the server checks its content whatever this says). */
function chosenFileProblem(input: HTMLInputElement | null): string | null {
  const file = input?.files?.[0];
  if (!file) return DOCUMENT_MESSAGES.noFile;
  if (file.size === 0) return DOCUMENT_MESSAGES.empty;
  if (file.size > DOCUMENT_MAX_BYTES) return DOCUMENT_MESSAGES.tooLarge;
  return null;
}

/** A file input with its message; `message` comes from the browser's check or the server's answer. */
function FileField({
  id,
  label,
  message,
  inputRef,
  onChange,
}: {
  id: string;
  label: string;
  message?: string | null;
  inputRef: React.RefObject<HTMLInputElement | null>;
  onChange: () => void;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
        <span className="text-red-700"> (required)</span>
      </label>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {text.fileHint}
      </p>
      <input
        ref={inputRef}
        id={id}
        name="file"
        type="file"
        required
        accept=".pdf,application/pdf"
        onChange={onChange}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error ${id}-hint` : `${id}-hint`}
        className="mt-1 block text-sm text-slate-800 file:me-3 file:rounded-md file:border file:border-slate-300 file:bg-slate-50 file:px-3 file:py-2"
      />
      {message && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700" data-testid="error-file">
          {message}
        </p>
      )}
    </div>
  );
}

/** Kind, language, revision date and title, on Conform's fields of the form they are in. */
function DetailsFields({
  fields,
  autoFocus,
  titleExample,
}: {
  fields: ReturnType<typeof useSchemaForm<Record<string, string>>>["fields"];
  autoFocus: (name: string) => true | undefined;
  titleExample: string;
}) {
  return (
    <div className="grid gap-5 md:grid-cols-3">
      <Field field={fields.kind!} label={text.kindLabel} required>
        <select
          {...getSelectProps(fields.kind!)}
          autoFocus={autoFocus("kind")}
          className={CONTROL_CLASS}
          data-testid="document-kind"
        >
          <option value="">Choose a kind</option>
          {DOCUMENT_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {DOCUMENT_KIND_LABELS[kind]}
            </option>
          ))}
        </select>
      </Field>
      <Field field={fields.language!} label={text.languageLabel} required>
        <select
          {...getSelectProps(fields.language!)}
          autoFocus={autoFocus("language")}
          className={CONTROL_CLASS}
          data-testid="document-language"
        >
          <option value="">Choose a language</option>
          {DOCUMENT_LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {DOCUMENT_LANGUAGE_LABELS[language]}
            </option>
          ))}
        </select>
      </Field>
      <Field field={fields.revisionDate!} label={text.revisionDateLabel} required>
        <input
          {...getInputProps(fields.revisionDate!, { type: "date" })}
          autoFocus={autoFocus("revisionDate")}
          className={CONTROL_CLASS}
        />
      </Field>
      <div className="md:col-span-3">
        <TextInput
          field={fields.title!}
          autoFocus={autoFocus("title")}
          label={text.titleLabel}
          hint={text.titleHint(titleExample)}
        />
      </div>
    </div>
  );
}

/** The upload form: posts to /admin/products/:id/documents (a fetcher with JavaScript, a page without). */
export function DocumentUploadForm({
  productId,
  productName,
  lastResult,
}: {
  productId: string;
  productName: string;
  /** A page's answer without JavaScript (the documents page). */
  lastResult?: FormResult;
}) {
  const fetcher = useFetcher<DocumentFormAnswer>();
  const answer = fetcher.data?.form === "upload" ? fetcher.data.result : lastResult;
  const fileInput = useRef<HTMLInputElement>(null);
  const [fileMessage, setFileMessage] = useState<string | null>(null);
  const { fields, formProps, message, autoFocus } = useSchemaForm<Record<string, string>>({
    id: "document-upload",
    lastResult: answer,
    invalidMessage: FORM_INVALID_MESSAGE,
    check: loadCheck,
  });
  const serverFileMessage = answer?.error?.file?.[0];
  const busy = fetcher.state !== "idle";
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const problem = chosenFileProblem(fileInput.current);
    setFileMessage(problem);
    if (problem) {
      event.preventDefault();
      fileInput.current?.focus();
      return;
    }
    formProps.onSubmit(event);
  };
  return (
    <fetcher.Form
      method="post"
      encType="multipart/form-data"
      action={`/admin/products/${productId}/documents`}
      {...formProps}
      onSubmit={onSubmit}
      className="mt-4 space-y-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
      data-testid="document-upload-form"
    >
      <h3 className="text-lg font-semibold text-slate-900">{text.uploadHeading}</h3>
      <FormMessage message={fileMessage ?? message} />
      <FileField
        id="document-upload-file"
        label={text.fileLabel}
        message={fileMessage ?? serverFileMessage}
        inputRef={fileInput}
        onChange={() => setFileMessage(null)}
      />
      <DetailsFields fields={fields} autoFocus={autoFocus} titleExample={`Datasheet – ${productName}`} />
      <button type="submit" disabled={busy} className={BUTTON_PRIMARY}>
        {busy ? text.uploading : text.upload}
      </button>
    </fetcher.Form>
  );
}

/** The product page's section: the documents, then the upload form. */
export function DocumentsSection({
  productId,
  productName,
  documents,
  lastResult,
}: {
  productId: string;
  productName: string;
  documents: AdminDocument[];
  lastResult?: FormResult;
}) {
  return (
    <section id="documents" aria-labelledby="documents-heading" className="mt-10" data-testid="documents-section">
      <h2 id="documents-heading" className="text-xl font-semibold text-slate-900">
        {text.heading}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{text.intro}</p>
      {documents.length === 0 ? (
        <p className="mt-3 text-sm text-slate-700">{text.empty}</p>
      ) : (
        <DataTable
          caption={`${text.heading} of ${productName}`}
          columns={Object.values(text.columns)}
          testId="document-rows"
          className="mt-3"
        >
          {documents.map((document) => (
            <tr key={document.id} className="border-b border-slate-100 align-top" data-testid="document-row">
              <td className="p-2">
                <a href={document.url} download className="text-brand-800 underline" dir="auto">
                  {document.title}
                </a>
                <span className="block text-xs text-slate-600" dir="auto">
                  {document.fileName}
                </span>
              </td>
              <td className="p-2">{kindLabel(document.kind)}</td>
              <td className="p-2">{languageLabel(document.language)}</td>
              <td className="p-2 whitespace-nowrap">
                <time dateTime={document.revisionDate}>{document.revisionDate}</time>
              </td>
              <td className="p-2 whitespace-nowrap">{formatBytes(document.sizeBytes)}</td>
              <td className="p-2">
                <Link
                  to={`/admin/products/${productId}/documents/${document.id}`}
                  className="text-brand-800 underline"
                  aria-label={`${text.edit} ${document.title}`}
                >
                  {text.edit}
                </Link>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      {/* A new list (an upload went through) starts a fresh, empty form. */}
      <DocumentUploadForm
        key={documents.map((document) => document.id).join()}
        productId={productId}
        productName={productName}
        lastResult={lastResult}
      />
    </section>
  );
}

/** The document page: details, a new file, or deletion (a ticked box confirms it, with or without JavaScript). */
export function DocumentEditForms({
  document,
  productName,
  answer,
}: {
  document: AdminDocument;
  productName: string;
  answer?: DocumentFormAnswer;
}) {
  const busy = useNavigation().state === "submitting";
  const saveResult = answer?.form === "save" ? answer.result : undefined;
  const { fields, formProps, message, autoFocus } = useSchemaForm<Record<string, string>>({
    id: "document-details",
    lastResult: saveResult,
    defaultValue: {
      kind: document.kind,
      language: document.language,
      revisionDate: document.revisionDate,
      title: document.title,
    },
    invalidMessage: FORM_INVALID_MESSAGE,
    check: loadCheck,
  });
  const replaceInput = useRef<HTMLInputElement>(null);
  const [replaceMessage, setReplaceMessage] = useState<string | null>(null);
  const replaceAnswer = answer?.form === "replace" ? answer.result : undefined;
  const deleteAnswer = answer?.form === "delete" ? answer.result : undefined;
  return (
    <div className="mt-6 space-y-8">
      <Form
        method="post"
        {...formProps}
        className="space-y-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <FormMessage message={message} />
        <input type="hidden" name="intent" value="save" />
        <DetailsFields
          fields={fields}
          autoFocus={autoFocus}
          titleExample={`${kindLabel(document.kind)} – ${productName}`}
        />
        <button type="submit" disabled={busy} className={BUTTON_PRIMARY}>
          {text.save}
        </button>
      </Form>
      <Form
        method="post"
        encType="multipart/form-data"
        className="space-y-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
        onSubmit={(event) => {
          const problem = chosenFileProblem(replaceInput.current);
          setReplaceMessage(problem);
          if (problem) event.preventDefault();
        }}
      >
        <p className="text-sm text-slate-700">
          Current file:{" "}
          <a href={document.url} download className="text-brand-800 underline" dir="auto">
            {document.fileName}
          </a>{" "}
          ({formatBytes(document.sizeBytes)})
        </p>
        <FileField
          id="document-replace-file"
          label={text.replaceLabel}
          message={replaceMessage ?? replaceAnswer?.error?.file?.[0] ?? replaceAnswer?.error?.[""]?.[0]}
          inputRef={replaceInput}
          onChange={() => setReplaceMessage(null)}
        />
        <button type="submit" disabled={busy} className={BUTTON_SECONDARY}>
          {text.replace}
        </button>
      </Form>
      <Form method="post" className="space-y-4 rounded-xl border border-red-200 bg-white p-6 shadow-sm">
        <FormMessage message={deleteAnswer?.error?.[""]?.[0]} />
        <input type="hidden" name="intent" value="delete" />
        <label className="flex items-start gap-2 text-sm text-slate-800">
          <input type="checkbox" name="confirm" value="yes" required className="mt-1 h-4 w-4 accent-red-700" />
          {text.confirmDelete}
        </label>
        <button type="submit" disabled={busy} className={BUTTON_DANGER}>
          {text.delete}
        </button>
      </Form>
    </div>
  );
}
