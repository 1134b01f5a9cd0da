import { useEffect, useId, useRef } from "react";
import { Link } from "react-router";
import { COMPARE_TEXT } from "~/content/compare";
import { categoryName } from "~/content/category-tree";
import { QUOTE_LIST_TEXT } from "~/content/quote-list";
import { fallbackMarks } from "~/lib/catalogue/localized-product";
import { COMPARE_MIN, hrefWith, hrefWithDifferences, hrefWithout } from "~/lib/compare/compare-address";
import {
  rowsShown,
  type ComparedProduct,
  type CompareSuggestion,
  type ComparisonGroup,
  type ComparisonRow,
} from "~/lib/compare/comparison-table";
import { localizedPath } from "~/lib/i18n/locale";
import { useLocale } from "~/lib/i18n/use-locale";
import { ProductImage } from "~/components/catalogue/product-image";
import { AddToQuoteForm } from "~/components/quote-list/add-to-quote-form";

/** What /compare's loader hands its island. */
export interface ComparePageData {
  /** The print letterhead: the company's name and website in the page's language. */
  letterhead: { companyName: string; website: string };
  differencesOnly: boolean;
  products: ComparedProduct[];
  groups: ComparisonGroup[];
  /** Products left out or dropped, worded for the page. */
  notices: string[];
  /** When one product is chosen: others of its kind to add. */
  suggestions: CompareSuggestion[];
}

const QUOTE_BUTTON =
  "w-full rounded-md border border-accent-700 bg-white px-3 py-2 text-center text-sm font-semibold text-accent-700 hover:bg-slate-50";

/**
 * The comparison (issue 19): a real table, products as column headers and specification labels as row headers, in
 * groups (a row group each, with its heading), a caption, "Show only differences" kept in the address, Remove and Add
 * to Quote per product and Add All to Quote. Every control is a link or a form, so it works without JavaScript. It
 * prints on an A4 landscape page without the site's chrome (app/app.css, `data-print="comparison"`).
 */
export function ComparePage({ comparison }: { comparison: ComparePageData }) {
  const locale = useLocale();
  const text = COMPARE_TEXT[locale];
  const { products, notices, letterhead } = comparison;
  const heading = useRef<HTMLHeadingElement>(null);
  const idsKey = products.map((product) => product.id).join(",");
  const shownKey = useRef(idsKey);

  // After Remove (a client-side navigation) the link that had focus is gone: focus goes back to the page's heading.
  useEffect(() => {
    if (shownKey.current === idsKey) return;
    shownKey.current = idsKey;
    heading.current?.focus();
  }, [idsKey]);

  return (
    <div data-print="comparison" className="flex min-w-0 flex-col gap-6">
      <p className="hidden text-sm text-slate-700 print:block" data-testid="print-letterhead">
        <span className="font-semibold text-slate-900">{letterhead.companyName}</span> · {letterhead.website}
      </p>
      <h1 ref={heading} tabIndex={-1} className="text-3xl font-bold text-slate-900 outline-none print:text-2xl">
        {text.title}
      </h1>
      {notices.length > 0 && (
        <ul className="space-y-2 print:hidden" data-testid="compare-notices">
          {notices.map((notice) => (
            <li key={notice} className="rounded-md bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900">
              {notice}
            </li>
          ))}
        </ul>
      )}
      {products.length < COMPARE_MIN ? (
        <ChooseMore comparison={comparison} />
      ) : (
        <ComparisonTable comparison={comparison} />
      )}
    </div>
  );
}

function ComparisonTable({ comparison }: { comparison: ComparePageData }) {
  const locale = useLocale();
  const text = COMPARE_TEXT[locale];
  const { products, groups, differencesOnly } = comparison;
  const address = { ids: products.map((product) => product.id), differencesOnly };
  const captionId = useId();
  const shownGroups = groups
    .map((group) => ({ ...group, rows: rowsShown(group, differencesOnly) }))
    .filter((group) => group.rows.length > 0);
  const anyDifference = groups.some((group) => group.rows.some((row) => row.differs === true));
  const to = (path: string) => localizedPath(path, locale);

  return (
    <>
      <div className="flex flex-wrap items-center gap-4 print:hidden">
        <Link
          to={to(hrefWithDifferences(address, !differencesOnly))}
          role="switch"
          aria-checked={differencesOnly}
          preventScrollReset
          data-testid="differences-toggle"
          className="inline-flex items-center gap-3 rounded-md px-1 py-2 font-semibold text-slate-900"
          // A switch toggles with Space too (a link alone answers Enter).
          onKeyDown={(event) => {
            if (event.key !== " ") return;
            event.preventDefault();
            event.currentTarget.click();
          }}
        >
          <span
            aria-hidden="true"
            className={`relative inline-block h-6 w-11 shrink-0 rounded-full transition-colors ${differencesOnly ? "bg-brand-700" : "bg-slate-300"}`}
          >
            <span
              className={`absolute top-1 h-4 w-4 rounded-full bg-white shadow transition-[inset-inline-start] ${differencesOnly ? "start-6" : "start-1"}`}
            />
          </span>
          {text.differencesOnly}
        </Link>
        <AddToQuoteForm
          productId={address.ids}
          productName={text.addAllName(products.length)}
          buttonLabel={text.addAll}
          className="ms-auto"
          buttonClassName="rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
        />
      </div>
      <p className="text-sm text-slate-600 print:hidden">{text.highlightHint}</p>
      <div
        role="region"
        aria-labelledby={captionId}
        tabIndex={0}
        className="max-w-full overflow-x-auto rounded-lg border border-slate-200 print:overflow-visible print:border-0"
      >
        <table
          className="w-full border-collapse text-sm [print-color-adjust:exact] print:text-xs"
          data-testid="comparison-table"
        >
          <caption id={captionId} className="caption-top px-3 py-2 text-start font-semibold text-slate-700">
            {differencesOnly ? text.captionDifferences : text.caption}
          </caption>
          <thead>
            <tr className="border-b border-slate-200">
              <td className="sticky start-0 z-10 bg-white print:static" />
              {products.map((product) => (
                <th key={product.id} scope="col" className="min-w-[11rem] p-3 text-start align-top font-normal">
                  <ProductImage
                    imageUrl={product.image}
                    alt=""
                    displayWidth={200}
                    sizes="200px"
                    className="mb-2 w-full max-w-[10rem] rounded-md border border-slate-200 print:max-w-[5rem]"
                  />
                  <Link
                    to={product.url}
                    className="font-semibold text-brand-800 hover:underline"
                    {...fallbackMarks(product.name)}
                  >
                    {product.name.value}
                  </Link>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <FactRow label={text.brand} values={products.map((product) => product.brand)} />
            <FactRow
              label={text.category}
              values={products.map((product) =>
                [product.category, product.subcategory]
                  .filter((name): name is string => Boolean(name))
                  .map((name) => categoryName(name, locale))
                  .join(" · "),
              )}
            />
            {products.some((product) => product.code) && (
              <FactRow label={text.code} values={products.map((product) => product.code)} />
            )}
            <tr className="border-b border-slate-200 print:hidden">
              <th scope="row" className={ROW_HEADER}>
                {text.actions}
              </th>
              {products.map((product) => (
                <td key={product.id} className="p-3 align-top">
                  <div className="flex flex-col gap-2">
                    <AddToQuoteForm
                      productId={product.id}
                      productName={product.name.value}
                      buttonClassName={QUOTE_BUTTON}
                    />
                    <Link
                      to={to(hrefWithout(address, product.id))}
                      preventScrollReset
                      rel="nofollow"
                      aria-label={text.removeNamed(product.name.value)}
                      data-testid="compare-remove"
                      className="rounded-md px-3 py-2 text-center text-sm font-semibold text-slate-700 underline underline-offset-2 hover:text-slate-900"
                    >
                      {text.remove}
                    </Link>
                  </div>
                </td>
              ))}
            </tr>
          </tbody>
          {shownGroups.map((group) => (
            <tbody key={group.id} data-group={group.id}>
              <tr className="border-b border-slate-200 bg-slate-100">
                <th scope="rowgroup" colSpan={products.length + 1} className="p-0 text-start">
                  <span className="sticky start-0 inline-block px-3 py-2 font-semibold text-slate-900 print:static">
                    {group.name}
                  </span>
                </th>
              </tr>
              {group.rows.map((row) => (
                <SpecificationRow key={row.key ?? "notes"} row={row} highlight={!differencesOnly} />
              ))}
            </tbody>
          ))}
        </table>
      </div>
      {groups.length === 0 && <p className="text-slate-700">{text.noSpecifications}</p>}
      {differencesOnly && groups.length > 0 && !anyDifference && (
        <p className="text-slate-700" data-testid="no-differences">
          {text.noDifferences}
        </p>
      )}
    </>
  );
}

const ROW_HEADER =
  "sticky start-0 z-10 min-w-[8rem] max-w-[12rem] bg-inherit p-3 text-start align-top font-medium text-slate-900 print:static";

function FactRow({ label, values }: { label: string; values: Array<string | null> }) {
  return (
    <tr className="border-b border-slate-200 bg-white">
      <th scope="row" className={ROW_HEADER}>
        {label}
      </th>
      {values.map((value, index) => (
        <td key={index} className="p-3 align-top text-slate-700">
          {value ? value : <NotGiven />}
        </td>
      ))}
    </tr>
  );
}

function NotGiven() {
  const text = COMPARE_TEXT[useLocale()];
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">{text.notGiven}</span>
    </>
  );
}

/** One specification: highlighted where the products differ (in the full table; "only differences" shows just those). */
function SpecificationRow({ row, highlight }: { row: ComparisonRow; highlight: boolean }) {
  const text = COMPARE_TEXT[useLocale()];
  const marked = highlight && row.differs === true;
  return (
    <tr
      className={`border-b border-slate-200 ${marked ? "bg-amber-50" : "bg-white"}`}
      data-key={row.key ?? ""}
      data-differs={row.differs === null ? "not-compared" : String(row.differs)}
    >
      <th scope="row" className={ROW_HEADER}>
        <span {...fallbackMarks(row.label)}>{row.label.value}</span>
        {marked && <span className="sr-only"> {text.differs}</span>}
      </th>
      {row.cells.map((cell, index) => (
        <td key={index} className="p-3 align-top text-slate-700">
          {cell ? <span {...fallbackMarks(cell)}>{cell.value}</span> : <NotGiven />}
        </td>
      ))}
    </tr>
  );
}

/** Fewer than two products: the one chosen, if any, and others of its kind to add, each a plain link. */
function ChooseMore({ comparison }: { comparison: ComparePageData }) {
  const locale = useLocale();
  const text = COMPARE_TEXT[locale];
  const quoteText = QUOTE_LIST_TEXT[locale];
  const [chosen] = comparison.products;
  const address = { ids: comparison.products.map((product) => product.id), differencesOnly: false };
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {text.chooseTwo}
      </h2>
      {chosen && (
        <div className="flex flex-wrap items-center gap-4 rounded-lg border border-slate-200 p-4">
          <ProductImage imageUrl={chosen.image} alt="" displayWidth={120} sizes="120px" className="w-28 rounded-md" />
          <div className="flex min-w-0 flex-col gap-1">
            <Link
              to={chosen.url}
              className="font-semibold text-brand-800 hover:underline"
              {...fallbackMarks(chosen.name)}
            >
              {chosen.name.value}
            </Link>
            <span className="text-sm text-slate-600">{chosen.brand}</span>
          </div>
          <Link
            to={localizedPath(hrefWithout(address, chosen.id), locale)}
            rel="nofollow"
            aria-label={text.removeNamed(chosen.name.value)}
            className="ms-auto text-sm font-semibold text-slate-700 underline underline-offset-2"
          >
            {text.remove}
          </Link>
        </div>
      )}
      {chosen && comparison.suggestions.length > 0 ? (
        <>
          <p className="text-slate-700">{text.chooseTwoHint}</p>
          <h3 className="text-lg font-semibold text-slate-900">
            {text.sameGroup(categoryName(chosen.subcategory ?? chosen.category, locale))}
          </h3>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="compare-suggestions">
            {comparison.suggestions.map((suggestion) => (
              <li
                key={suggestion.id}
                className="flex flex-col gap-2 rounded-lg border border-slate-200 p-4 text-sm text-slate-700"
              >
                <span className="font-semibold text-slate-900" {...fallbackMarks(suggestion.name)}>
                  {suggestion.name.value}
                </span>
                <span>
                  {suggestion.brand}
                  {suggestion.code && ` · ${quoteText.code(suggestion.code)}`}
                </span>
                <Link
                  to={localizedPath(hrefWith(address, suggestion.id), locale)}
                  rel="nofollow"
                  aria-label={text.addToComparisonNamed(suggestion.name.value)}
                  className="mt-auto rounded-md border border-brand-700 px-3 py-2 text-center font-semibold text-brand-800 hover:bg-brand-50"
                >
                  {text.addToComparison}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="text-slate-700">
          {text.chooseTwoEmpty}{" "}
          <Link to={localizedPath("/products", locale)} className="font-semibold text-brand-800 underline">
            {text.browse}
          </Link>
        </p>
      )}
    </section>
  );
}
