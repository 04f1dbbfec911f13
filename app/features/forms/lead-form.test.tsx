// The shared lead form as the server renders it (what a browser without JavaScript gets).
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { testContext } from "~/domain/forms/test-context";
import type { LeadFormAnswer } from "./lead-answer";
import { LeadForm, type LeadFormProps } from "./lead-form";

function render(props: Partial<LeadFormProps> = {}, actionData?: LeadFormAnswer): string {
  const Stub = createRoutesStub([
    {
      id: "page",
      path: "/contact",
      Component: () => <LeadForm kind="enquiry" ctx={testContext()} siteName="North Motors" {...props} />,
      action: () => null,
    },
  ]);
  return renderToString(
    <Stub initialEntries={["/contact"]} hydrationData={actionData ? { loaderData: {}, actionData: { page: actionData } } : undefined} />,
  );
}

const inputTag = (html: string, name: string) => html.match(new RegExp(`<input[^>]*name="${name}"[^>]*>`))?.[0] ?? "";

describe("the lead form without JavaScript", () => {
  it("renders no idempotency key: the page may be served from a shared cache", () => {
    const html = render();
    expect(inputTag(html, "idempotency_key")).toMatch(/value=""/);
  });

  it("renders the honeypot off-screen, hidden from assistive technology and out of the tab order", () => {
    const html = render();
    const honeypot = inputTag(html, "hp_fax_extension");
    expect(honeypot).toContain('tabindex="-1"');
    expect(honeypot).toMatch(/autocomplete="off"/i);
    expect(html).toMatch(/<div aria-hidden="true" class="absolute -left-\[9999px\][^"]*">[^]*?name="hp_fax_extension"/);
  });

  it("posts as a plain form, with the browser's own validation off so the server's messages show", () => {
    const html = render();
    expect(html).toMatch(/<form[^>]*method="post"[^>]*>/);
    expect(html).toMatch(/<form[^>]*noValidate=""/i);
  });

  it("shows the server's errors beside the fields and in the summary, keeping what was typed", () => {
    const html = render(
      {},
      {
        form: "enquiry",
        ok: false,
        fieldErrors: { name: ["Please enter your name."], location: ["Please select a location."] },
        summary: { title: "Please fix the following errors:", items: ["Please enter your name.", "Please select a location."] },
        values: { email: "jo@example.com", category: "Service Enquiry", opt_in: "on" },
      },
    );
    expect(html).toContain("Please fix the following errors:");
    expect(html).toMatch(/<a href="#lead-enquiry-[^"]*-name"[^>]*>Please enter your name\.<\/a>/);
    expect(inputTag(html, "name")).toContain('aria-invalid="true"');
    expect(inputTag(html, "email")).toContain('value="jo@example.com"');
    expect(html).toMatch(/<option value="Service Enquiry" selected="">/);
    expect(inputTag(html, "opt_in")).toContain('checked=""');
    // Without JavaScript the browser starts at the first field to fix.
    expect(inputTag(html, "name")).toContain('autofocus=""');
    expect(html.match(/autofocus=""/g)).toHaveLength(1);
  });

  it("shows a form error in a destructive alert", () => {
    const html = render({}, { form: "enquiry", ok: false, formError: "An error occurred when submitting this form" });
    expect(html).toMatch(/<div role="alert"[^>]*data-testid="form-error"[^>]*>An error occurred when submitting this form<\/div>/);
  });

  it("shows the inline thank-you when the dealer's form result is inline", () => {
    const html = render({}, { form: "enquiry", ok: true, eventId: 22 });
    expect(html).toContain("Thanks, we&#x27;ve got your enquiry");
    expect(html).not.toContain("<form");
  });

  it("ignores another form's answer on the same page", () => {
    const html = render({}, { form: "test-drive", ok: true, eventId: 22 });
    expect(html).toContain("<form");
  });

  it("leaves out the location select when the page fixes the location, sending it hidden", () => {
    const html = render({ fixed: { location: 11, dealership_slug: "north-motors" } });
    expect(html).not.toContain('name="location"><option');
    expect(inputTag(html, "location")).toContain('type="hidden"');
    expect(html).not.toContain("Preferred dealership");
  });
});
