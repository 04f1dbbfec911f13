// The field frame as the server renders it: label, "(optional)", hint and error around the caller's control.
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Field } from "./field";

describe("Field", () => {
  it("labels the control and shows the hint and the errors under their ids", () => {
    const html = renderToString(
      <Field
        id="email"
        label="Email"
        optional
        hint="We reply within a day"
        hintId="email-hint"
        errorId="email-error"
        errors={["Enter an email", "like a@b.au"]}
        className="sm:col-span-2"
      >
        <input id="email" />
      </Field>,
    );
    expect(html).toContain('class="flex flex-col gap-1 sm:col-span-2"');
    expect(html).toMatch(/<label for="email"[^>]*>Email<span[^>]*> \(optional\)<\/span><\/label>/);
    expect(html).toContain('<p id="email-hint" class="text-xs text-muted">We reply within a day</p>');
    expect(html).toMatch(/<p id="email-error"[^>]*data-field-error="true">Enter an email like a@b.au<\/p>/);
  });

  it("shows no hint, no (optional) and no error paragraph when there are none", () => {
    const html = renderToString(
      <Field id="name" label="Name" errorId="name-error" errors={[]}>
        <input id="name" />
      </Field>,
    );
    expect(html).toContain('class="flex flex-col gap-1"');
    expect(html).not.toContain("optional");
    expect(html).not.toContain("<p");
  });
});
