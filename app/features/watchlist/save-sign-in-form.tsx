/**
 * The one sign-in form every signed-out heart on a page submits (SaveCarButton: `form` and `name="car_id"`), so that
 * a search page of 21 cards writes the sign-in address (type, redirect, back: the spec's
 * `/sign-in?type=watchlist&redirect={path}&back={path}`) once instead of in every card (issue 18's page budget). The
 * heart that was pressed adds its car; a GET form works without JavaScript and navigates in the app with it.
 */
import { useLocation } from "react-router";
import { Form } from "~/app/ui/router-links";
import { useSignedInUser } from "~/app/features/auth/use-signed-in-user";

export const SAVE_SIGN_IN_FORM_ID = "save-car-sign-in";

export function SaveSignInForm() {
  const user = useSignedInUser();
  const { pathname, search } = useLocation();
  // The sign-in page has no hearts, and its own address is not a place to come back to.
  if (user || pathname === "/sign-in") return null;
  const here = `${pathname}${search}`;
  return (
    <Form id={SAVE_SIGN_IN_FORM_ID} method="get" action="/sign-in" hidden>
      <input type="hidden" name="type" value="watchlist" />
      <input type="hidden" name="redirect" value={here} />
      <input type="hidden" name="back" value={here} />
    </Form>
  );
}
