import { StaffPage } from "~/app/features/console/staff-admin-pages";
import { loadStaffPage, staffAction } from "~/app/features/console/staff-admin.server";
import type { Route } from "./+types/console.staff";

export const loader = ({ context }: Route.LoaderArgs) => loadStaffPage(context);

/** An owner's invitation (emailed; the embedded default writes it to the dealer's mail folder). */
export const action = ({ request, context }: Route.ActionArgs) => staffAction(request, context);

export function meta() {
  return [{ title: "Staff | Console" }, { name: "robots", content: "noindex" }];
}

export default function ConsoleStaff({ loaderData, actionData }: Route.ComponentProps) {
  return <StaffPage data={loaderData} actionData={actionData} />;
}
