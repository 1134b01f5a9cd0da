/** The import preview as the page shows it: counts, new brands, and the rows that matter, each in plain words. */
export interface PreviewRow {
  rowNumber: number;
  action: "create" | "update" | "reject";
  product: string;
  details: string[];
}

export interface PreviewView {
  counts: Record<"create" | "update" | "unchanged" | "reject", number>;
  newBrands: string[];
  rows: PreviewRow[];
  /** Rows left out of `rows` beyond the limit (unchanged rows are only counted). */
  omitted: number;
}
