/** Texts of the contact page (spec 2.12) around the contact section. */
import { CONTACT_PAGE_HEAD } from "./inquiry-heads";

export const CONTACT_PAGE_TEXT = {
  title: CONTACT_PAGE_HEAD.title,
  metaDescription: CONTACT_PAGE_HEAD.metaDescription,
  intro:
    "Visit our showroom, call our service team or send us your requirements: we help you choose, install and maintain the right equipment.",
  cards: {
    address: "Address",
    phone: "Phone",
    email: "Email",
    hours: "Business Hours",
    showroom: "Showroom",
    warehouse: "Warehouse/Service Center",
  },
  closing: [
    {
      title: "Free Consultation",
      text: "A specialist visits your site, measures floor areas and soil types, and recommends machines, chemicals and methods at no charge.",
    },
    {
      title: "Competitive Pricing",
      text: "Direct partnerships with the manufacturers mean fair prices, volume discounts and clear service contracts without surprises.",
    },
    {
      title: "Ongoing Support",
      text: "Operator training, preventive maintenance, genuine spare parts and a service center that keeps your fleet running.",
    },
  ],
} as const;
