/**
 * Issue 15's search tests: a server on a small purpose-built catalogue (written through the catalogue's own write path,
 * so whatever the search stores per product is stored), and readers for what /products and the category pages show.
 */
import { catalogueFileSchema, type CatalogueFile } from "~server/catalogue/catalogue-file";
import { replaceCatalogue } from "~server/catalogue/replace-catalogue";
import { startTestServer, type Driver, type TestServer } from "./harness";

/** A product of a test catalogue: name, brand and category always; the rest when the test needs them. */
export interface TestProduct {
  name: string;
  brand: string;
  category: string;
  subcategory?: string | null;
  serialNumber?: string | null;
  features?: string[];
  description?: string;
  imageUrl?: string | null;
  isActive?: boolean;
}

/** Starts the built app on an empty database and loads exactly these products, before any page is asked for. */
export async function startSearchServer(driver: Driver, catalogue: TestProduct[]): Promise<TestServer> {
  const server = await startTestServer({ driver, pages: true, seed: false });
  try {
    const file: CatalogueFile = catalogueFileSchema.parse({ brands: [], products: catalogue });
    await replaceCatalogue(server.database.db, file);
  } catch (error) {
    await server.close();
    throw error;
  }
  return server;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", "#x27": "'" };

function decode(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => ENTITIES[name]!);
}

/** The text inside the element carrying this data-testid (tags stripped, spaces collapsed), or null when absent. */
export function testIdText(html: string, testId: string): string | null {
  const open = new RegExp(`<(\\w+)[^>]*data-testid="${testId}"[^>]*>`).exec(html);
  if (!open) return null;
  const start = open.index + open[0].length;
  const end = html.indexOf(`</${open[1]}>`, start);
  const inner = html.slice(start, end === -1 ? undefined : end);
  return decode(inner.replace(/<[^>]*>/g, " "))
    .replace(/\s+/g, " ")
    .trim();
}

export interface ListingPage {
  status: number;
  /** Product names on the cards, in the order shown. */
  names: string[];
  /** Product ids of the cards, in the order shown. */
  ids: string[];
  /** /products: "{n} of {total} products found". */
  found: string | null;
  /** /products: "Displaying {n} of {matches} products". */
  displaying: string | null;
  /** Category pages: "{n} products found…". */
  count: string | null;
  /** The "Showing results for …" line, when the search corrected a word. */
  corrected: string | null;
  html: string;
}

export async function listing(server: TestServer, pathAndQuery: string): Promise<ListingPage> {
  const response = await fetch(server.baseUrl + pathAndQuery);
  const html = await response.text();
  const cards = [...html.matchAll(/<a\s[^>]*aria-label="View Details: [^"]*"[^>]*>/g)].map(([tag]) => ({
    id: /href="\/products\/([^"?#]+)"/.exec(tag)?.[1] ?? "",
    name: decode(/aria-label="View Details: ([^"]*)"/.exec(tag)![1]!),
  }));
  return {
    status: response.status,
    names: cards.map((card) => card.name),
    ids: cards.map((card) => card.id),
    found: testIdText(html, "text-found"),
    displaying: testIdText(html, "text-displaying"),
    count: testIdText(html, "text-count"),
    corrected: testIdText(html, "text-search-corrected"),
    html,
  };
}

/** /products with this search (and any further parameters, e.g. "size=96"). */
export function searchProducts(server: TestServer, query: string, more = ""): Promise<ListingPage> {
  const params = new URLSearchParams({ q: query });
  return listing(server, `/products?${params.toString()}${more ? `&${more}` : ""}`);
}

/** A category page (e.g. "/category/equipments") with this search and further parameters. */
export function searchCategory(server: TestServer, path: string, query: string, more = ""): Promise<ListingPage> {
  const params = new URLSearchParams(query ? { q: query } : {});
  const search = [params.toString(), more].filter(Boolean).join("&");
  return listing(server, `${path}${search ? `?${search}` : ""}`);
}
