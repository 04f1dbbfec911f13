import { phoneRevealAction } from "~/app/features/phone-reveal/phone-reveal-action.server";
import type { Route } from "./+types/api.phone-reveal";

/** A "Show number" press: logged (site, car or location, time) and answered with the number as JSON. */
export const action = (args: Route.ActionArgs) => phoneRevealAction(args);
