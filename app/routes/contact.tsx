import { ContactPage } from "~/app/features/forms/contact-page";
import { loadContactPage } from "~/app/features/forms/contact-page.server";
import { leadFormAction } from "~/app/features/forms/lead-action.server";
import { leadClientAction } from "~/app/features/forms/lead-client-action";
import { formPageMeta, skipRevalidateAfterPost } from "~/app/features/forms/route-helpers";
import type { Route } from "./+types/contact";

export const loader = ({ context }: Route.LoaderArgs) => loadContactPage(context);
export const action = (args: Route.ActionArgs) => leadFormAction(args, "enquiry");
export const clientAction = leadClientAction("enquiry");
export const shouldRevalidate = skipRevalidateAfterPost;
export const meta: Route.MetaFunction = ({ matches }) => formPageMeta("Contact us", matches);

export default function Contact({ loaderData }: Route.ComponentProps) {
  return <ContactPage data={loaderData} />;
}
