/** The paste page's head (issue 17): the only texts its route module carries (decision 106); the rest load with the island. */
export const QUOTE_LIST_PASTE_HEAD = {
  title: "Paste a List",
  metaDescription:
    "Paste product codes or names, or upload a CSV or XLSX file, and add them to your quote list at once.",
} as const;
