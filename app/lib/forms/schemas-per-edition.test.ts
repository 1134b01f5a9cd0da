import { describe, expect, it } from "vitest";
import { FIELD_MESSAGES, QUOTE_MESSAGES } from "~/content/forms";
import { QUOTE_REQUEST_MESSAGES } from "~/content/quote-request";
import { contactFormSchema } from "./contact-schema";
import { contactInquiryApiSchema } from "./inquiry-api-schema";
import { parseForm } from "./parse-form";
import { quoteFormSchema } from "./quote-schema";

/** The first message of each refused field, as the form shows it. */
function messagesOf(schema: Parameters<typeof parseForm>[1], fields: Record<string, string>) {
  const submission = parseForm(new URLSearchParams(fields), schema);
  const errors: Record<string, string[] | null> = submission.status === "success" ? {} : (submission.error ?? {});
  return Object.fromEntries(Object.entries(errors).map(([name, messages]) => [name, messages?.[0]]));
}

describe("form schemas per edition (decision 137)", () => {
  it("the contact form answers in the page's language with the same rules", () => {
    const empty = { firstName: "", lastName: "", email: "", category: "", message: "" };
    expect(messagesOf(contactFormSchema("en"), empty)).toEqual({
      firstName: "Required",
      lastName: "Required",
      email: "Please enter a valid email address",
      category: "Required",
      message: "Required",
    });
    expect(messagesOf(contactFormSchema("ar"), { ...empty, firstName: "ن".repeat(101) })).toEqual({
      firstName: FIELD_MESSAGES.ar.tooLong(100),
      lastName: FIELD_MESSAGES.ar.required,
      email: FIELD_MESSAGES.ar.email,
      category: FIELD_MESSAGES.ar.required,
      message: FIELD_MESSAGES.ar.required,
    });
  });

  it("the quote form keeps spec 5's English words and has each in Arabic", () => {
    const short = { firstName: "J", lastName: "N", email: "x@", phone: "123", requirements: "short" };
    expect(messagesOf(quoteFormSchema("en"), short)).toEqual(QUOTE_MESSAGES.en);
    expect(messagesOf(quoteFormSchema("ar"), short)).toEqual(QUOTE_MESSAGES.ar);
    expect(messagesOf(quoteFormSchema("ar"), { neededBy: "2001-02-03" }).neededBy).toBe(
      QUOTE_REQUEST_MESSAGES.ar.neededByPast,
    );
  });

  it("both editions accept the same input and store the spec's English option values", () => {
    const contact = {
      firstName: "نورة",
      lastName: "الكواري",
      email: "noura@Example.QA",
      category: "Chemicals",
      message: "مواد تعقيم",
    };
    expect(contactFormSchema("ar").parse(contact)).toEqual(contactFormSchema("en").parse(contact));
    expect(contactFormSchema("ar").safeParse({ ...contact, category: "المواد الكيميائية" }).success).toBe(false);
  });

  it("the JSON API answers in English whatever locale the request carries", () => {
    const result = contactInquiryApiSchema.safeParse({ firstName: "", locale: "ar" });
    expect(result.error?.issues.find((issue) => issue.path[0] === "firstName")?.message).toBe("Required");
    expect(contactInquiryApiSchema.safeParse({ locale: "fr" }).error?.issues.map((issue) => issue.message)).toContain(
      'locale must be "en" or "ar"',
    );
  });
});
