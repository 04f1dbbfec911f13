/**
 * The pages a new dealer starts with (issue 20): every site links About us, Terms and conditions and the Privacy
 * policy from its footer and forms, so a dealer made in the console gets plain, true starter versions (no invented
 * history or claims) to edit later, instead of links to a 404. Same text format as the demo's pages ("## " headings).
 */
import type { NewDealer } from "./onboarding";

export type StarterPage = { slug: string; title: string; body: string };

export function starterPages(dealer: NewDealer): StarterPage[] {
  const address = `${dealer.street}, ${dealer.suburb} ${dealer.state} ${dealer.postcode}`;
  return [
    {
      slug: "about-us",
      title: `About ${dealer.name}`,
      body: [
        `${dealer.name} sells vehicles from ${dealer.locationName}, ${address}.`,
        `## Visit us\n\nCome and see us at ${address}, or call ${dealer.phone}.`,
      ].join("\n\n"),
    },
    {
      slug: "terms-and-conditions",
      title: "Terms and Conditions",
      body: [
        `These terms apply to your use of the ${dealer.name} website. By using the site you agree to them.`,
        "## Vehicle information",
        "We take care to describe every vehicle accurately, but specifications, equipment and photos may differ from the vehicle itself. Prices may change without notice and vehicles may be sold at any time. Please confirm details with us before you buy.",
        "## Finance estimates",
        "Repayment estimates are a guide only and are not an offer of credit. Finance is subject to the lender's approval, terms and conditions. Fees and charges apply.",
        "## Liability",
        "To the extent permitted by law, we are not liable for any loss arising from your use of this website. Nothing in these terms excludes your rights under the Australian Consumer Law.",
      ].join("\n\n"),
    },
    {
      slug: "privacy-policy",
      title: "Privacy Policy",
      body: [
        `${dealer.name} handles your personal information under the Australian Privacy Principles.`,
        "## What we collect",
        "The details you give us in a form (such as your name, email address, phone number and your message) and the vehicles you ask about.",
        "## How we use it",
        "To answer your enquiry and help you buy, finance, trade in or service a vehicle. We send you offers only when you ask us to, and you can stop them at any time. We do not sell your information.",
        "## Access and correction",
        `To see or correct the information we hold about you, or to make a complaint, call us on ${dealer.phone} or visit us at ${address}.`,
      ].join("\n\n"),
    },
  ];
}
