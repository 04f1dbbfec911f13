/** The sign-out page: who is signed in, and the button that posts the sign-out. */
import { Form } from "~/app/ui/router-links";
import { Button } from "~/app/ui/button";

export function SignOutPage({ phone }: { phone: string }) {
  return (
    <section className="mx-auto max-w-md px-4 py-16">
      <h1 className="text-2xl font-bold">Sign out</h1>
      <p className="mt-2 text-muted">You're signed in as {phone}.</p>
      <Form method="post" className="mt-6">
        <Button type="submit">Sign out</Button>
      </Form>
    </section>
  );
}
