/** Writes scripts/bench/search-queries.json, the bench's fixed search list, from data/demo-catalogue.json (see search-query-list.ts). */
import fs from "node:fs";
import { buildSearchQueryList, formatSearchQueryList, type CatalogueProduct } from "./search-query-list";

export const SEARCH_QUERIES_FILE = "scripts/bench/search-queries.json";

const catalogue = JSON.parse(fs.readFileSync("data/demo-catalogue.json", "utf8")) as { products: CatalogueProduct[] };
const list = buildSearchQueryList(catalogue);
fs.writeFileSync(SEARCH_QUERIES_FILE, formatSearchQueryList(list));
console.log(
  `Wrote ${list.search.length} search queries and ${list.suggest.length} suggestion prefixes to ${SEARCH_QUERIES_FILE}.`,
);
