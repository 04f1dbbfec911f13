import { CarNote, FormPage } from "~/app/features/forms/form-page";
import { carParamOf, loadFinancePage } from "~/app/features/forms/form-page.server";
import { leadFormAction } from "~/app/features/forms/lead-action.server";
import { leadClientAction } from "~/app/features/forms/lead-client-action";
import { LeadForm } from "~/app/features/forms/lead-form";
import { formPageMeta, skipRevalidateAfterPost } from "~/app/features/forms/route-helpers";
import { useSite } from "~/app/site-context";
import type { Route } from "./+types/finance";

export const loader = ({ request, context }: Route.LoaderArgs) => loadFinancePage(request, context);

export function action(args: Route.ActionArgs) {
  const car = carParamOf(args.request);
  return leadFormAction(args, "finance", car ? { car_id: car } : {});
}
export const clientAction = leadClientAction("finance");
export const shouldRevalidate = skipRevalidateAfterPost;
export const meta: Route.MetaFunction = ({ matches }) => formPageMeta("Finance", matches);

export default function Finance({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  const { car, ctx } = loaderData;
  return (
    <FormPage
      title="Car finance"
      intro="Tell us a little about what you're after and a finance specialist will contact you with options to suit your budget."
    >
      {car && <CarNote car={car} label="Finance for" />}
      <LeadForm kind="finance" ctx={ctx} siteName={site.name} fixed={car ? { car_id: car.id } : {}} submitLabel="Request finance" />
    </FormPage>
  );
}
