import { CarNote, FormPage } from "~/app/features/forms/form-page";
import { siteFormContext } from "~/app/features/forms/site-form-context";
import { carParamOf, loadCarFormPage } from "~/app/features/forms/form-page.server";
import { leadFormAction } from "~/app/features/forms/lead-action.server";
import { leadClientAction } from "~/app/features/forms/lead-client-action";
import { LeadForm } from "~/app/features/forms/lead-form";
import { formPageMeta, skipRevalidateAfterPost } from "~/app/features/forms/route-helpers";
import { useSite } from "~/app/site-context";
import type { Route } from "./+types/book-test-drive";

export const loader = ({ request, context }: Route.LoaderArgs) => loadCarFormPage(request, context);

export function action(args: Route.ActionArgs) {
  const car = carParamOf(args.request);
  return leadFormAction(args, "test-drive", car ? { car_id: car } : {});
}
export const clientAction = leadClientAction("test-drive");
export const shouldRevalidate = skipRevalidateAfterPost;
export const meta: Route.MetaFunction = ({ matches }) => formPageMeta("Book a test drive", matches);

export default function BookTestDrive({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  const { car } = loaderData;
  const ctx = siteFormContext(site);
  return (
    <FormPage title="Book a test drive" intro="Choose a day and time that suits you (or leave them blank) and we'll confirm with you.">
      {car && <CarNote car={car} label="Test drive of" />}
      <LeadForm kind="test-drive" ctx={ctx} siteName={site.name} fixed={car ? { car_id: car.id } : {}} submitLabel="Book test drive" />
    </FormPage>
  );
}
