/** The header's account entry: "Sign in" when signed out, "My garage" (or the masked phone) when signed in. */
import { useLocation } from "react-router";
import { Link } from "~/app/ui/router-links";
import { signInPath } from "~/domain/auth/gates";
import { useSignedInUser } from "./use-signed-in-user";

export function AccountLink({ className = "", garage = true }: { className?: string; garage?: boolean }) {
  const user = useSignedInUser();
  const { pathname, search } = useLocation();
  if (!user) {
    const here = pathname === "/sign-in" ? "/" : `${pathname}${search}`;
    return (
      <Link to={signInPath(garage ? "my-garage" : "watchlist", garage ? "/my-garage" : here, here)} className={className} rel="nofollow">
        Sign in
      </Link>
    );
  }
  return garage ? (
    <Link to="/my-garage" className={className} title={`Signed in as ${user.phone}`}>
      My garage
    </Link>
  ) : (
    <Link to="/sign-out" className={className}>
      Sign out
    </Link>
  );
}
