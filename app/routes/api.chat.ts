import { chatAction } from "~/app/features/chat/chat-action.server";
import type { Route } from "./+types/api.chat";

/** The embedded web chat's conversation, handed over as a lead (JSON in, JSON out). */
export const action = (args: Route.ActionArgs) => chatAction(args);
