/** Every text of the contact and quote forms (spec 2.12, 2.13, 5, 8): labels, buttons, messages, toasts. */
import { CONTACT_PAGE_HEAD, QUOTE_PAGE_HEAD } from "./inquiry-heads";

export const FIELD_REQUIRED = "Required";

export const CONTACT_FORM_TEXT = {
  sectionTitle: "Get In Touch",
  sectionIntro: "Tell us what you need to clean and where. A product specialist answers within one working day.",
  formTitle: "Request a Quote",
  labels: {
    firstName: "First Name",
    lastName: "Last Name",
    email: "Email",
    phone: "Phone (Optional)",
    company: "Company (Optional)",
    category: "Product Category",
    message: "Message",
  },
  categoryPlaceholder: "Select a category",
  messagePlaceholder: "Which products, how many sites, any deadline…",
  submit: "Send Request",
  submitting: "Transmitting...",
  rows: { showroom: "Showroom", warehouse: "Warehouse/Service Center", email: "Email", website: "Website" },
  successTitle: "Inquiry Submitted",
  successText: "Thank you for your inquiry! We will contact you shortly.",
  reference: (reference: string) => `Your reference: ${reference}`,
  errorTitle: "Error",
  errorText: CONTACT_PAGE_HEAD.errorText,
} as const;

export const QUOTE_FORM_TEXT = {
  ...QUOTE_PAGE_HEAD,
  intro:
    "Tell us about your site and your cleaning challenge. We reply with a tailored proposal and pricing within 24 hours.",
  formTitle: "Project Details",
  labels: {
    firstName: "First Name *",
    lastName: "Last Name *",
    email: "Email Address *",
    phone: "Phone Number *",
    company: "Company Name",
    industry: "Industry *",
    productCategory: "Product Category *",
    projectSize: "Project Size *",
    timeline: "Project Timeline *",
    requirements: "Detailed Requirements *",
  },
  placeholders: {
    industry: "Select your industry",
    productCategory: "Select a product category",
    projectSize: "Select project size",
    timeline: "Select your timeline",
    requirements: "Floor types and areas, number of sites, current equipment, opening hours…",
  },
  submit: "Get My Custom Quote",
  submitting: "Submitting Quote Request...",
  successToastTitle: "Quote Request Submitted!",
  successToastText: "We'll get back to you within 24 hours with a competitive quote.",
  failureToastTitle: "Submission Failed",
  confirmationTitle: "Quote Request Received!",
  confirmationChecks: [
    "Your request has been recorded with our sales team",
    "A product specialist will review your requirements",
    "You will receive a tailored quote within 24 hours",
  ],
  reference: (reference: string) => `Your reference: ${reference}`,
  returnHome: "Return to Home",
  prefill: (brand: string, name: string) => `I would like a quote for the ${name} (${brand}). `,
} as const;

export const QUOTE_MESSAGES = {
  firstName: "First name must be at least 2 characters",
  lastName: "Last name must be at least 2 characters",
  email: "Please enter a valid email address",
  phone: "Please enter a valid phone number",
  industry: "Please select your industry",
  productCategory: "Please select a product category",
  projectSize: "Please select project size",
  requirements: "Please describe your requirements (minimum 10 characters)",
  timeline: "Please select your timeline",
} as const;

export const FORM_GUARD_TEXT = {
  fixFields: "Please check the highlighted fields.",
  rateLimited:
    "You have sent several requests in a short time. Please wait a minute and send again: nothing you typed is lost.",
  rejected: "We could not accept this submission.",
  tooFast: "That was quicker than we expected. Please check your details and press the button again.",
  expired: "This form was open for a long time. Please press the button again to send it.",
  alreadySent: "This form was already sent once. If you did not see a reference number, please press the button again.",
  unavailable:
    "We could not save your request just now. Please try again in a moment or call us: nothing you typed is lost.",
  tooLarge: "This request is too large to send. Please shorten your message.",
  honeypotLabel: "Leave this field empty",
} as const;
