/** What a visitor sent with an inquiry, as staff read it: one shape for the detail page and the CSV export. */
export interface InquiryVisitorFields {
  reference: string | null;
  kind: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  company: string | null;
  category: string;
  industry: string | null;
  productCategory: string | null;
  projectSize: string | null;
  timeline: string | null;
  message: string;
}
