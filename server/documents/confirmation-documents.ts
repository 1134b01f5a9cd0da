/**
 * The documents a quote request's confirmation links (issue 19): for each requested product, its Datasheet and its
 * Safety Data Sheet (a buyer of chemicals needs it before the goods arrive), one of each, in the buyer's language where
 * there is one (preferredDocument), at their current versioned addresses.
 */
import { PRODUCT_DOCUMENTS_TEXT } from "~/content/product-documents";
import { preferredDocument } from "~/lib/catalogue/document-list";
import type { DocumentKind } from "~/lib/catalogue/product-documents";
import type { Locale } from "~/lib/i18n/locale";
import type { Db } from "~server/db/client";
import type { DocumentLinkForMail } from "~server/mail/inquiry-emails";
import { documentsOfProducts } from "./document-store";

export const CONFIRMATION_DOCUMENT_KINDS: readonly DocumentKind[] = ["datasheet", "safety-data-sheet"];

export async function confirmationDocumentLinks(
  db: Pick<Db, "select">,
  products: readonly { productId: string; name: string }[],
  locale: Locale,
  publicBaseUrl: string,
): Promise<DocumentLinkForMail[]> {
  const byProduct = await documentsOfProducts(
    db,
    [...new Set(products.map((product) => product.productId))],
    CONFIRMATION_DOCUMENT_KINDS,
  );
  const seen = new Set<string>();
  const links: DocumentLinkForMail[] = [];
  for (const product of products) {
    if (seen.has(product.productId)) continue;
    seen.add(product.productId);
    const documents = byProduct.get(product.productId) ?? [];
    for (const kind of CONFIRMATION_DOCUMENT_KINDS) {
      const document = preferredDocument(
        documents.filter((candidate) => candidate.kind === kind),
        locale,
      );
      if (document)
        links.push({
          productName: product.name,
          kind: PRODUCT_DOCUMENTS_TEXT[locale].kinds[kind],
          url: new URL(document.href, publicBaseUrl).toString(),
        });
    }
  }
  return links;
}
