/**
 * An image address field for back-office forms (products, brands, media). The text input is the form value, so the field
 * works without JavaScript (staff paste an address); with JavaScript a file picker uploads to /api/admin/uploads, shows
 * progress and the server's message, previews the image and fills the address in.
 */
import { useEffect, useId, useRef, useState, type ChangeEvent } from "react";
import { UPLOAD_ACCEPT, UPLOAD_FIELD_TEXT } from "~/content/uploads";
import { checkBeforeUpload, uploadImage, type UploadedImage } from "~/lib/admin/upload-client";

type UploadState =
  { kind: "idle" } | { kind: "uploading"; percent: number } | { kind: "done" } | { kind: "error"; message: string };

export interface ImageUploadFieldProps {
  name: string;
  label: string;
  defaultValue?: string | null;
  /** A server-side message for the address (the form's own validation). */
  error?: string;
  required?: boolean;
  onUploaded?: (image: UploadedImage) => void;
}

/** Only addresses the page's image policy can load are previewed: site paths and https. */
function previewable(url: string): boolean {
  return /^\/(?!\/)/.test(url) || url.startsWith("https://");
}

export function ImageUploadField({ name, label, defaultValue, error, required, onUploaded }: ImageUploadFieldProps) {
  const id = useId();
  const [url, setUrl] = useState(defaultValue ?? "");
  const [state, setState] = useState<UploadState>({ kind: "idle" });
  const [previewFailed, setPreviewFailed] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  useEffect(() => setHydrated(true), []);

  async function onFileChosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    const early = checkBeforeUpload(file);
    if (early) {
      setState({ kind: "error", message: early });
      event.target.value = "";
      return;
    }
    setState({ kind: "uploading", percent: 0 });
    const outcome = await uploadImage(file, (percent) => setState({ kind: "uploading", percent }));
    if (fileInput.current) fileInput.current.value = "";
    if (!outcome.ok) {
      setState({ kind: "error", message: outcome.message });
      return;
    }
    setUrl(outcome.image.url);
    setPreviewFailed(false);
    setState({ kind: "done" });
    onUploaded?.(outcome.image);
  }

  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div className="space-y-3" data-testid={`image-upload-${name}`}>
      <div>
        <label htmlFor={`${id}-url`} className="block text-sm font-medium text-slate-800">
          {label}
        </label>
        <input
          id={`${id}-url`}
          name={name}
          type="text"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          required={required}
          value={url}
          onChange={(event) => {
            setUrl(event.target.value);
            setPreviewFailed(false);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 font-mono text-sm text-slate-900 focus:border-brand-600 focus:outline-2 focus:outline-offset-1 focus:outline-brand-600 aria-[invalid=true]:border-red-700"
        />
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hydrated ? UPLOAD_FIELD_TEXT.urlHint : UPLOAD_FIELD_TEXT.urlHintWithoutScript}
        </p>
        {error && (
          <p id={`${id}-error`} className="mt-1 text-sm text-red-700" data-testid={`error-${name}`}>
            {error}
          </p>
        )}
      </div>

      {hydrated && (
        <div>
          <label htmlFor={`${id}-file`} className="block text-sm font-medium text-slate-800">
            {UPLOAD_FIELD_TEXT.chooseFile}
          </label>
          <input
            ref={fileInput}
            id={`${id}-file`}
            type="file"
            accept={UPLOAD_ACCEPT}
            onChange={onFileChosen}
            disabled={state.kind === "uploading"}
            aria-describedby={`${id}-file-hint ${id}-status`}
            className="mt-1 block text-sm text-slate-800 file:me-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:font-medium file:text-slate-800 hover:file:bg-slate-100"
          />
          <p id={`${id}-file-hint`} className="mt-1 text-sm text-slate-600">
            {UPLOAD_FIELD_TEXT.fileHint}
          </p>
          <div id={`${id}-status`} aria-live="polite" className="mt-1 text-sm" data-testid="image-upload-status">
            {state.kind === "uploading" && (
              <>
                <span className="text-slate-700">{UPLOAD_FIELD_TEXT.uploading(state.percent)}</span>
                <progress className="ms-2 align-middle" max={100} value={state.percent} aria-hidden="true" />
              </>
            )}
            {state.kind === "done" && <span className="text-emerald-800">{UPLOAD_FIELD_TEXT.uploaded}</span>}
          </div>
          {state.kind === "error" && (
            <p
              role="alert"
              className="mt-1 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800"
              data-testid="image-upload-error"
            >
              {state.message}
            </p>
          )}
        </div>
      )}

      {url && previewable(url) && !previewFailed && (
        <img
          src={url}
          alt={UPLOAD_FIELD_TEXT.previewAlt}
          onError={() => setPreviewFailed(true)}
          className="max-h-40 max-w-xs rounded border border-slate-200 bg-white object-contain p-1"
          data-testid="image-upload-preview"
        />
      )}
    </div>
  );
}
