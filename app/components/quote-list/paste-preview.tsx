import { Form, Link, useNavigation } from "react-router";
import { PASTE_PATH, QUOTE_LIST_PASTE_TEXT } from "~/content/quote-list-paste";
import { useLocale, useLocalizedPath } from "~/lib/i18n/use-locale";
import { QUOTE_QUANTITY_MAX, QUOTE_QUANTITY_MIN } from "~/lib/quote-list/limits";
import {
  PASTE_FIELDS,
  SKIP_CHOICE,
  type PasteResult,
  type PreviewLine,
  type PreviewProduct,
} from "~/lib/quote-list/paste-schema";

/** The preview's texts in the page's edition. */
function usePasteText() {
  return QUOTE_LIST_PASTE_TEXT[useLocale()];
}

const STATUS_KEY = {
  found: "statusFound",
  ambiguous: "statusAmbiguous",
  notFound: "statusNotFound",
  invalid: "statusInvalid",
} as const satisfies Record<PreviewLine["status"], string>;

const STATUS_CLASS: Record<PreviewLine["status"], string> = {
  found: "bg-green-100 text-green-900",
  ambiguous: "bg-amber-100 text-amber-900",
  notFound: "bg-slate-200 text-slate-800",
  invalid: "bg-red-100 text-red-900",
};

function ProductFacts({ product }: { product: PreviewProduct }) {
  const TEXT = usePasteText();
  return (
    <>
      <span className="font-medium text-slate-900">{product.name}</span>
      <span className="block text-sm text-slate-700">
        {TEXT.brand}: {product.brand}
        {product.serialNumber ? (
          <>
            {" · "}
            {TEXT.code}: <span className="font-mono">{product.serialNumber}</span>
          </>
        ) : null}
      </span>
    </>
  );
}

/**
 * The preview of a pasted list (issue 17): each line found (with its product), ambiguous (radio buttons, "Don't add this
 * line" chosen until the buyer picks) or not found; nothing is added until "Add to Quote List".
 */
export function PastePreview({ result }: { result: PasteResult & { preview: PreviewLine[] } }) {
  const navigation = useNavigation();
  const TEXT = usePasteText();
  const to = useLocalizedPath();
  const adding = navigation.state === "submitting" && navigation.formData?.get(PASTE_FIELDS.intent) === "confirm";
  const { preview } = result;
  const count = (status: PreviewLine["status"]) => preview.filter((line) => line.status === status).length;
  return (
    <section aria-labelledby="paste-preview-heading" className="space-y-4">
      <h2 id="paste-preview-heading" className="text-2xl font-semibold text-slate-900">
        {TEXT.previewHeading}
      </h2>
      <p className="text-slate-700">{TEXT.previewIntro}</p>
      <p className="font-medium text-slate-800" data-testid="paste-summary">
        {TEXT.summary(count("found"), count("ambiguous"), count("notFound") + count("invalid"))}
      </p>
      <Form method="post" action={to(PASTE_PATH)} noValidate className="space-y-4">
        <input type="hidden" name={PASTE_FIELDS.intent} value="confirm" />
        <input type="hidden" name={PASTE_FIELDS.preview} value={JSON.stringify(preview)} />
        <ol className="space-y-3">
          {preview.map((line, index) => (
            <PreviewRow key={`${line.lineNumber}-${index}`} line={line} index={index} result={result} />
          ))}
        </ol>
        {result.formError ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {result.formError}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center gap-4">
          <button
            type="submit"
            disabled={adding}
            className="rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 disabled:cursor-wait disabled:opacity-70"
          >
            {adding ? TEXT.adding : TEXT.confirm}
          </button>
          <Link to={to(PASTE_PATH)} className="text-brand-700 underline">
            {TEXT.startAgain}
          </Link>
        </div>
      </Form>
    </section>
  );
}

function PreviewRow({ line, index, result }: { line: PreviewLine; index: number; result: PasteResult }) {
  const TEXT = usePasteText();
  const error = result.lineErrors?.[index];
  const errorId = `paste-line-${index}-error`;
  const quantityDefault = result.quantities?.[index] ?? (line.quantity === null ? "" : String(line.quantity));
  const quantityField = (name: string) => (
    <div className="mt-2">
      <label htmlFor={`paste-quantity-${index}`} className="block text-sm font-medium text-slate-800">
        {TEXT.quantityFor(name)}
      </label>
      <input
        id={`paste-quantity-${index}`}
        name={PASTE_FIELDS.quantity(index)}
        type="number"
        inputMode="numeric"
        min={QUOTE_QUANTITY_MIN}
        max={QUOTE_QUANTITY_MAX}
        step={1}
        defaultValue={quantityDefault}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="mt-1 block w-32 rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm aria-[invalid=true]:border-red-700"
      />
    </div>
  );
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4" data-testid="paste-line" data-status={line.status}>
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="text-sm text-slate-600">{TEXT.lineLabel(line.lineNumber)}</span>
        <span className="font-mono text-sm text-slate-800">{line.source}</span>
        <span className={`rounded px-2 py-0.5 text-xs font-semibold ${STATUS_CLASS[line.status]}`}>
          {TEXT[STATUS_KEY[line.status]]}
        </span>
      </div>
      {line.status === "found" ? (
        <div className="mt-2">
          <input type="hidden" name={PASTE_FIELDS.product(index)} value={line.product.id} />
          <ProductFacts product={line.product} />
          {quantityField(line.product.name)}
        </div>
      ) : null}
      {line.status === "ambiguous" ? (
        <fieldset className="mt-2">
          <legend className="text-sm font-medium text-slate-800">{TEXT.chooseFor(line.text)}</legend>
          <div className="mt-1 space-y-1">
            {line.candidates.map((candidate) => (
              <label key={candidate.id} className="flex items-start gap-2">
                <input
                  type="radio"
                  name={PASTE_FIELDS.product(index)}
                  value={candidate.id}
                  defaultChecked={result.choices?.[index] === candidate.id}
                  className="mt-1"
                />
                <span>
                  <ProductFacts product={candidate} />
                </span>
              </label>
            ))}
            <label className="flex items-start gap-2">
              <input
                type="radio"
                name={PASTE_FIELDS.product(index)}
                value={SKIP_CHOICE}
                defaultChecked={(result.choices?.[index] ?? SKIP_CHOICE) === SKIP_CHOICE}
                className="mt-1"
              />
              <span>{TEXT.skipLine}</span>
            </label>
          </div>
          {line.more ? <p className="mt-1 text-sm text-slate-600">{TEXT.moreCandidates}</p> : null}
          {quantityField(line.text)}
        </fieldset>
      ) : null}
      {line.status === "notFound" ? <p className="mt-2 text-sm text-slate-700">{TEXT.notFoundHint}</p> : null}
      {error ? (
        <p id={errorId} className="mt-2 text-sm font-medium text-red-700" data-testid="paste-line-error">
          {error}
        </p>
      ) : null}
    </li>
  );
}
