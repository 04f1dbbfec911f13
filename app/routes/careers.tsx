import { FormPage } from "~/app/features/forms/form-page";
import { siteFormContext } from "~/app/features/forms/site-form-context";
import { loadFormPage } from "~/app/features/forms/form-page.server";
import { leadFormAction } from "~/app/features/forms/lead-action.server";
import { leadClientAction } from "~/app/features/forms/lead-client-action";
import { LeadForm } from "~/app/features/forms/lead-form";
import { formPageMeta, skipRevalidateAfterPost } from "~/app/features/forms/route-helpers";
import { useSite } from "~/app/site-context";
import type { Route } from "./+types/careers";

export const loader = ({ context }: Route.LoaderArgs) => loadFormPage(context);

export const action = (args: Route.ActionArgs) => leadFormAction(args, "careers");
export const clientAction = leadClientAction("careers");
export const shouldRevalidate = skipRevalidateAfterPost;
export const meta: Route.MetaFunction = ({ matches }) => formPageMeta("Careers", matches);

export default function Careers() {
  const site = useSite();
  return (
    <FormPage
      title="Careers"
      intro={`Interested in working at ${site.name}? Tell us about yourself and the kind of role you're after, and we'll be in touch when something suits.`}
    >
      <LeadForm kind="careers" ctx={siteFormContext(site)} siteName={site.name} submitLabel="Send" />
    </FormPage>
  );
}
