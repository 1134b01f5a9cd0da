/**
 * What the product page shows of a product's documents (issue 19), decided once on the server so the page's code
 * carries no Intl or ordering rules: groups by kind (Datasheet, Brochure, Operator Manual, Safety Data Sheet), within a
 * group the edition's own language and bilingual documents first, then the newest revision; sizes and dates in the
 * edition's words and (Western) digits; and whether a chemical offers its Safety Data Sheet on request.
 */
import { PRODUCT_DOCUMENTS_TEXT } from "~/content/product-documents";
import { INTL_LOCALE, type Locale } from "~/lib/i18n/locale";
import { DOCUMENT_KINDS, type DocumentKind, type DocumentLanguage } from "./product-documents";

/** A document as the public pages receive it (server/documents/document-store.ts). */
export interface ProductDocumentSource {
  id: string;
  kind: DocumentKind;
  language: DocumentLanguage;
  title: string;
  /** YYYY-MM-DD. */
  revisionDate: string;
  sizeBytes: number;
  href: string;
}

export interface DocumentItemView {
  id: string;
  href: string;
  title: string;
  /** Set when the title is written in the other edition's script: its lang and direction. */
  titleLang?: Locale;
  language: string;
  size: string;
  revised: string;
  /** YYYY-MM-DD for <time dateTime>. */
  dateTime: string;
  /** The link's accessible name: title, type, language and size. */
  label: string;
}

export interface DocumentGroupView {
  kind: DocumentKind;
  heading: string;
  items: DocumentItemView[];
}

export interface ProductDocumentsView {
  groups: DocumentGroupView[];
  /** A chemical without a Safety Data Sheet: offer one on request (a quote list line with a note). */
  sdsOnRequest: boolean;
}

/** The top-level category whose products need a Safety Data Sheet. */
export const CHEMICALS_CATEGORY = "Chemicals";

const KB = 1024;
const MB = 1024 * KB;

/** 812 bytes, 14 KB, 3.4 MB (one decimal under 10), in the edition's words and digits. */
export function formatDocumentSize(bytes: number, locale: Locale): string {
  const size = PRODUCT_DOCUMENTS_TEXT[locale].size;
  const number = (value: number, digits: number) =>
    new Intl.NumberFormat(INTL_LOCALE[locale], { maximumFractionDigits: digits }).format(value);
  if (bytes < KB) return size.bytes(number(bytes, 0));
  if (bytes < MB) return size.kb(number(Math.max(1, Math.round(bytes / KB)), 0));
  const mb = bytes / MB;
  return size.mb(mb < 10 ? number(Math.round(mb * 10) / 10, 1) : number(Math.round(mb), 0));
}

/** "1 October 2026" / "1 أكتوبر 2026": a calendar date, the same in every time zone. */
export function formatRevisionDate(date: string, locale: Locale): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

const ARABIC_LETTER = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;

/** The language of a title staff typed: Arabic if it has Arabic letters (titles are typed in one language). */
function titleLanguage(title: string): Locale {
  return ARABIC_LETTER.test(title) ? "ar" : "en";
}

/** 0 for the edition's own language, 1 for bilingual, 2 for the other language. */
function languageRank(language: DocumentLanguage, locale: Locale): number {
  if (language === locale) return 0;
  return language === "both" ? 1 : 2;
}

export function productDocumentsView(
  documents: readonly ProductDocumentSource[],
  topCategory: string | null,
  locale: Locale,
): ProductDocumentsView {
  const text = PRODUCT_DOCUMENTS_TEXT[locale];
  const groups = DOCUMENT_KINDS.map((kind) => {
    const items = documents
      .filter((document) => document.kind === kind)
      .sort(
        (a, b) =>
          languageRank(a.language, locale) - languageRank(b.language, locale) ||
          b.revisionDate.localeCompare(a.revisionDate) ||
          a.title.localeCompare(b.title),
      )
      .map((document): DocumentItemView => {
        const language = text.languages[document.language];
        const size = formatDocumentSize(document.sizeBytes, locale);
        const written = titleLanguage(document.title);
        return {
          id: document.id,
          href: document.href,
          title: document.title,
          ...(written === locale ? {} : { titleLang: written }),
          language,
          size,
          revised: text.revised(formatRevisionDate(document.revisionDate, locale)),
          dateTime: document.revisionDate,
          label: text.download(document.title, language, size),
        };
      });
    return { kind, heading: text.kinds[kind], items };
  }).filter((group) => group.items.length > 0);
  const sdsOnRequest =
    topCategory === CHEMICALS_CATEGORY && !documents.some((document) => document.kind === "safety-data-sheet");
  return { groups, sdsOnRequest };
}

/**
 * The one document to send a reader of this edition (the quote confirmation email): its own language, else bilingual,
 * else the other language; the newest revision among equals.
 */
export function preferredDocument<T extends Pick<ProductDocumentSource, "language" | "revisionDate">>(
  documents: readonly T[],
  locale: Locale,
): T | undefined {
  return [...documents].sort(
    (a, b) =>
      languageRank(a.language, locale) - languageRank(b.language, locale) ||
      b.revisionDate.localeCompare(a.revisionDate),
  )[0];
}
