import { redirect } from "react-router";
import { signOutAction } from "~/app/features/console/staff-auth.server";
import type { Route } from "./+types/console.sign-out";

/** Sign-out is a POST from the console's header; a GET just goes back to the console. */
export const loader = () => redirect("/console");

export const action = ({ request, context }: Route.ActionArgs) => signOutAction(request, context);
