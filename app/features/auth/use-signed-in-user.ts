/** The signed-in shopper as the root loader exposes it to the browser: an id and a masked phone. */
import { useRouteLoaderData } from "react-router";

export type ClientUser = { id: number; phone: string };

export function useSignedInUser(): ClientUser | null {
  const root = useRouteLoaderData("root") as { user?: ClientUser | null } | undefined;
  return root?.user ?? null;
}
