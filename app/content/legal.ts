/** Privacy Policy and Terms of Service (spec 1, 2.14), written for this company; facts come from the site configuration. */
import type { SiteConfig } from "./site-config";

export interface LegalSection {
  title: string;
  paragraphs: string[];
}

export const LEGAL_UPDATED = "1 November 2026";
export const lastUpdatedText = (date: string) => `Last updated ${date}`;

export function privacySections(site: SiteConfig): LegalSection[] {
  return [
    {
      title: "Information Collection",
      paragraphs: [
        `${site.companyName} collects the contact details you give us (name, email address, phone number and company), your business requirements and the technical specifications you describe when you send an inquiry or request a quote on this website.`,
        "Our server also records technical data needed to run the site securely (IP address, time and requested page) for a limited period. We do not use advertising trackers.",
      ],
    },
    {
      title: "Use of Information",
      paragraphs: [
        "We use this information to prepare quotations, provide technical support and recommend products that fit your needs, and to contact you about your inquiry.",
        "We do not sell your information. We share it only with the manufacturer of a product you ask about when this is needed to answer you, or when the law requires it.",
      ],
    },
    {
      title: "Data Security",
      paragraphs: [
        "Inquiries are stored in a protected database that only authorised staff can access. The website is served over encrypted connections, and submissions are checked to block automated abuse.",
        "We keep inquiries as long as they are needed for the business relationship and our legal obligations, then delete them.",
      ],
    },
    {
      title: "Contact Us",
      paragraphs: [
        `To see, correct or delete the information we hold about you, write to ${site.email} or call ${site.showroomPhone}. ${site.companyName}, ${site.city}, ${site.country}.`,
      ],
    },
  ];
}

export function termsSections(site: SiteConfig): LegalSection[] {
  return [
    {
      title: "Service Agreement",
      paragraphs: [
        `This website presents the products and services of ${site.companyName}. Product information, images and specifications are provided for guidance; a binding offer is made only in a written quotation.`,
        "Prices, availability and delivery times are confirmed in each quotation and order confirmation.",
      ],
    },
    {
      title: "Product Warranties",
      paragraphs: [
        "Equipment carries the manufacturer's warranty. Additional support — such as extended service, preventive maintenance or training — is provided as set out in the individual product agreement.",
        "Warranties do not cover wear parts, damage from misuse, or repairs by unauthorised parties. Genuine spare parts keep the warranty valid.",
      ],
    },
    {
      title: "Service Standards",
      paragraphs: [
        "We answer inquiries within one working day and quote requests within 24 hours. Service visits are scheduled according to the service contract; urgent breakdowns are prioritised.",
        "Operator training is offered with every machine we deliver.",
      ],
    },
    {
      title: "Contact Information",
      paragraphs: [
        `${site.companyName}, ${site.city}, ${site.country}. Showroom ${site.showroomPhone}, warehouse/service center ${site.warehousePhone}, email ${site.email}.`,
      ],
    },
  ];
}

export const SITEMAP_GROUPS = [
  {
    title: "Main Pages",
    links: [
      { label: "Home", href: "/" },
      { label: "About Us", href: "/about" },
      { label: "Contact", href: "/contact" },
    ],
  },
  {
    title: "Solutions",
    links: [
      { label: "All Solutions", href: "/solutions" },
      { label: "Vacuum Solutions", href: "/vacuum-solutions" },
      { label: "Automation", href: "/automation-solutions" },
      { label: "Products", href: "/products" },
    ],
  },
  {
    title: "Legal",
    links: [
      { label: "Privacy Policy", href: "/privacy-policy" },
      { label: "Terms of Service", href: "/terms-of-service" },
      { label: "Sitemap", href: "/sitemap" },
    ],
  },
] as const;
