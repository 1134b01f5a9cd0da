import { describe, expect, it } from "vitest";
import type { Inquiry } from "~server/db/schema";
import { SALES_NOTIFICATION } from "~/content/emails";
import { greetingName, inquiryEmails } from "./inquiry-emails";
import { inquiryMailSettings } from "./mail-settings";
import { loadEnv } from "~server/env";

const settings = inquiryMailSettings(
  loadEnv({ PUBLIC_BASE_URL: "https://www.example.com/", SALES_EMAIL: "sales@example.com" }),
);

function inquiry(overrides: Partial<Inquiry> = {}): Inquiry {
  return {
    id: "7b0c8c7e-3f7e-4d55-9d0c-2c5f0d7d9a11",
    firstName: "Aisha",
    lastName: "Khan",
    email: "aisha@example.org",
    phone: null,
    company: null,
    category: "Chemicals",
    message: "We need floor detergents.\nAbout 40 litres a month.",
    status: "pending",
    createdAt: new Date("2026-03-04T05:06:07Z"),
    kind: "contact",
    reference: "C-2026-000042",
    industry: null,
    productCategory: null,
    projectSize: null,
    timeline: null,
    poReference: null,
    neededBy: null,
    deliveryCity: null,
    accessTokenHash: null,
    firstAnsweredAt: null,
    locale: "en",
    ...overrides,
  };
}

const quote = inquiry({
  kind: "quote",
  reference: "Q-2026-000043",
  category: "Quote Request",
  phone: "+974 5555 1234",
  company: "Doha Towers",
  industry: "Hospitality & Hotels",
  productCategory: "Floor Care Equipment",
  projectSize: "Medium (11-50 units)",
  timeline: "Short-term (1-3 months)",
});

describe("inquiryEmails", () => {
  it("notifies sales with every field of a quote and a link to it in the inbox", () => {
    const [sales] = inquiryEmails(quote, settings);
    expect(sales).toMatchObject({ purpose: "sales-notification", toAddress: "sales@example.com", inquiryId: quote.id });
    expect(sales!.subject).toBe("New quote request Q-2026-000043 from Aisha Khan");
    for (const value of [
      "Q-2026-000043",
      "2026-03-04 05:06 UTC",
      "Aisha Khan",
      "aisha@example.org",
      "+974 5555 1234",
      "Doha Towers",
      "Quote Request",
      "Hospitality & Hotels",
      "Floor Care Equipment",
      "Medium (11-50 units)",
      "Short-term (1-3 months)",
      "About 40 litres a month.",
    ]) {
      expect(sales!.textBody).toContain(value);
    }
    expect(sales!.textBody).toContain(`https://www.example.com/admin/inquiries/${quote.id}`);
    expect(sales!.htmlBody).toContain(`href="https://www.example.com/admin/inquiries/${quote.id}"`);
    expect(sales!.htmlBody).toContain("Hospitality &amp; Hotels");
  });

  it("leaves quote fields out of a contact inquiry and marks missing optional values", () => {
    const [sales] = inquiryEmails(inquiry(), settings);
    expect(sales!.subject).toBe("New inquiry C-2026-000042 from Aisha Khan");
    expect(sales!.textBody).toContain("Phone: —");
    expect(sales!.textBody).toContain("Company: —");
    expect(sales!.textBody).not.toContain("Industry");
  });

  it("confirms to the sender with the reference, and the 24-hour promise for quotes", () => {
    const [, quoteConfirmation] = inquiryEmails(quote, settings);
    expect(quoteConfirmation).toMatchObject({ purpose: "sender-confirmation", toAddress: "aisha@example.org" });
    expect(quoteConfirmation!.subject).toBe("We received your quote request (Q-2026-000043)");
    expect(quoteConfirmation!.textBody).toMatch(/^Dear Aisha,/);
    expect(quoteConfirmation!.textBody).toContain("Your reference is Q-2026-000043.");
    expect(quoteConfirmation!.textBody).toContain("within 24 hours");
    const [, contactConfirmation] = inquiryEmails(inquiry(), settings);
    expect(contactConfirmation!.subject).toBe("We received your inquiry (C-2026-000042)");
    expect(contactConfirmation!.textBody).toContain("We will contact you shortly.");
    expect(contactConfirmation!.textBody).not.toContain("24 hours");
  });

  it("does not echo the visitor's message to the address they typed", () => {
    const [, confirmation] = inquiryEmails(inquiry({ message: "Buy cheap watches at spam.example" }), settings);
    expect(confirmation!.textBody).not.toContain("spam.example");
    expect(confirmation!.htmlBody).not.toContain("spam.example");
  });

  it("repeats nothing typed but the first name, cut to 40 characters", () => {
    const firstName = `${"Visit cheap-pills.example now ".repeat(3)}${"x".repeat(10)}`;
    expect(firstName).toHaveLength(100);
    const typed = quote;
    const [, confirmation] = inquiryEmails(
      {
        ...typed,
        firstName,
        lastName: "Lastname-Marker",
        company: "Company-Marker",
        phone: "+974 5555 9876",
        message: "Message-Marker text",
      },
      settings,
    );
    for (const body of [confirmation!.textBody, confirmation!.htmlBody, confirmation!.subject]) {
      for (const marker of [
        "Lastname-Marker",
        "Company-Marker",
        "5555 9876",
        "Message-Marker",
        "Hospitality",
        "Floor Care",
        "Medium (11-50",
        "Short-term",
      ])
        expect(body).not.toContain(marker);
      expect(body).not.toContain(firstName.slice(0, 41));
    }
    expect(confirmation!.textBody).toMatch(new RegExp(`^Dear ${firstName.slice(0, 40).trim()},`));
    expect(greetingName("😀".repeat(50))).toBe("😀".repeat(40));
  });

  it("counts a confirmation under its normalised recipient, and tells sales when none was sent", () => {
    const [, confirmation] = inquiryEmails(inquiry({ email: "Aisha+Shop@Example.ORG" }), settings);
    expect(confirmation!.recipientKey).toBe("aisha@example.org");
    const withheld = inquiryEmails(quote, settings, false);
    expect(withheld.map((email) => email.purpose)).toEqual(["sales-notification"]);
    expect(withheld[0]!.textBody).toContain(SALES_NOTIFICATION.noConfirmation);
    expect(withheld[0]!.htmlBody).toContain("No confirmation email was sent to the sender");
    expect(inquiryEmails(quote, settings)[0]!.textBody).not.toContain(SALES_NOTIFICATION.noConfirmation);
  });

  it("escapes every visitor value in the HTML and keeps headers on one line", () => {
    const hostile = inquiry({
      firstName: "<script>alert(1)</script>",
      lastName: "O'Neil\r\nBcc: victim@example.net",
      company: '"><img src=x onerror=alert(2)>',
      message: "<b>bold</b> & co",
    });
    for (const email of inquiryEmails(hostile, settings)) {
      expect(email.htmlBody).not.toMatch(/<script|<img|<b>/);
      expect(email.subject).not.toMatch(/[\r\n]/);
    }
    const [sales, confirmation] = inquiryEmails(hostile, settings);
    expect(sales!.htmlBody).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(sales!.htmlBody).toContain("&lt;b&gt;bold&lt;/b&gt; &amp; co");
    expect(sales!.subject).toContain("O'Neil Bcc: victim@example.net");
    expect(confirmation!.htmlBody).toContain("Dear &lt;script&gt;");
  });

  it("gives each email its own stable Message-ID on the site's domain", () => {
    const emails = [...inquiryEmails(quote, settings), ...inquiryEmails(quote, settings)];
    const ids = emails.map((email) => email.messageId);
    expect(new Set(ids).size).toBe(4);
    for (const id of ids) expect(id).toMatch(/^<[0-9a-f-]{36}@www\.example\.com>$/);
  });
});

describe("inquiryEmails for a request sent from the Arabic edition (issue 18)", () => {
  const arabicQuote = { ...quote, locale: "ar", firstName: "عائشة" };
  const extras = {
    lines: [
      {
        productId: "p1",
        name: "Scrubmatic 43 B",
        brand: "Aquaclean",
        serialNumber: "AQ-SM43B",
        quantity: 3,
        note: "Battery model",
      },
    ],
    privateUrl: "https://www.example.com/ar/q/Q-2026-000043/secret-token",
  };

  it("confirms to the sender in Arabic, right to left, with the /ar/q link", () => {
    const [, confirmation] = inquiryEmails(arabicQuote, settings, true, extras);
    expect(confirmation!.subject).toBe("استلمنا طلب عرض السعر الخاص بك (Q-2026-000043)");
    expect(confirmation!.textBody).toMatch(/^مرحبًا عائشة،/);
    expect(confirmation!.textBody).toContain("الرقم المرجعي لطلبك هو Q-2026-000043.");
    expect(confirmation!.textBody).toContain("سنعود إليك خلال 24 ساعة بعرض سعر تنافسي.");
    expect(confirmation!.textBody).toContain("المنتجات المطلوبة:\n1. 3 × Scrubmatic 43 B (AQ-SM43B)");
    expect(confirmation!.textBody).toContain(`\n${extras.privateUrl}\n`);
    expect(confirmation!.textBody).not.toMatch(/Dear|Your reference|Kind regards/);
    expect(confirmation!.htmlBody).toContain('<html lang="ar" dir="rtl">');
    expect(confirmation!.htmlBody).toContain(`<a href="${extras.privateUrl}" dir="ltr"`);
    const [, contact] = inquiryEmails(inquiry({ locale: "ar" }), settings);
    expect(contact!.subject).toBe("استلمنا استفسارك (C-2026-000042)");
    expect(contact!.textBody).toContain("سنتواصل معك قريبًا.");
  });

  it("keeps English confirmations English and left to right", () => {
    const [, confirmation] = inquiryEmails(quote, settings, true, {
      ...extras,
      privateUrl: "https://www.example.com/q/Q-2026-000043/secret-token",
    });
    expect(confirmation!.htmlBody).toContain('<html lang="en" dir="ltr">');
    expect(confirmation!.textBody).toContain("Products requested:\n1. 3 × Scrubmatic 43 B (AQ-SM43B)");
    expect(confirmation!.textBody).toContain(
      "Follow your request and see our quotation here (keep this link private):",
    );
    expect(confirmation!.textBody).not.toMatch(/[\u0600-\u06FF]/);
  });

  it("tells sales in English which language the request came in, and never gives them the link", () => {
    const [sales] = inquiryEmails(arabicQuote, settings, true, extras);
    expect(sales!.subject).toBe("New quote request Q-2026-000043 from عائشة Khan");
    expect(sales!.textBody).toContain("Language: Arabic");
    expect(sales!.textBody).toContain("Products requested:\n1. 3 × Scrubmatic 43 B (AQ-SM43B)\n   Note: Battery model");
    expect(sales!.htmlBody).toContain('<html lang="en" dir="ltr">');
    expect(sales!.textBody).not.toContain("secret-token");
    expect(inquiryEmails(quote, settings)[0]!.textBody).toContain("Language: English");
  });
});

describe("the confirmation's document links (issue 19)", () => {
  const url = (name: string) =>
    `https://www.example.com/api/documents/6f1c9a52-1d7e-4c4b-9d0e-3b0a7d1e2f10/0123456789abcdef/${name}.pdf`;
  const documents = [
    { productName: "Floor Cleaner", kind: "Datasheet", url: url("datasheet") },
    { productName: "Floor Cleaner", kind: "Safety Data Sheet", url: url("sds") },
  ];

  it("lists each link on its own line in the text and as a left-to-right link in the HTML, in both languages", () => {
    const [sales, confirmation] = inquiryEmails(quote, settings, true, { documents });
    expect(confirmation!.textBody).toContain(
      `Datasheets and safety data sheets of the requested products:\nFloor Cleaner – Datasheet:\n${url("datasheet")}\nFloor Cleaner – Safety Data Sheet:\n${url("sds")}\n`,
    );
    expect(confirmation!.htmlBody).toContain(
      `<a href="${url("datasheet")}" dir="ltr" style="color:#1d4ed8">${url("datasheet")}</a>`,
    );
    expect(confirmation!.htmlBody).toContain(`<a href="${url("sds")}" dir="ltr"`);
    expect(sales!.textBody).not.toContain("/api/documents/");

    const arabic = inquiryEmails({ ...quote, locale: "ar" }, settings, true, {
      documents: [{ productName: "منظف الأرضيات", kind: "صحيفة بيانات السلامة", url: url("sds") }],
      privateUrl: "https://www.example.com/ar/q/Q-2026-000043/secret-token",
    })[1]!;
    expect(arabic.textBody).toContain(
      `نشرات البيانات الفنية وصحائف بيانات السلامة للمنتجات المطلوبة:\nمنظف الأرضيات – صحيفة بيانات السلامة:\n${url("sds")}\n`,
    );
    expect(arabic.htmlBody).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.htmlBody).toContain(`<a href="${url("sds")}" dir="ltr"`);
    expect(arabic.htmlBody).toContain('<a href="https://www.example.com/ar/q/Q-2026-000043/secret-token" dir="ltr"');
  });

  it("says nothing of documents when there are none", () => {
    expect(inquiryEmails(quote, settings, true, { documents: [] })[1]!.textBody).not.toContain("Datasheets");
  });
});
