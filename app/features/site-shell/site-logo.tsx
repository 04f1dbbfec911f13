/** The header's logo: the dealer's uploaded picture (console theme page, issue 20), named by the dealer, or the logo text. */
import type { ClientSite } from "~/server/tenancy/client-site";

/** Drawn 40 px high (32 on a phone, beside the header's buttons); the stored size keeps its space reserved before it loads (no layout shift). */
const HEIGHT = 40;

export function SiteLogo({ site }: { site: Pick<ClientSite, "logo" | "logoText" | "name"> }) {
  if (!site.logo) return <>{site.logoText}</>;
  const width = Math.round((site.logo.width / site.logo.height) * HEIGHT);
  return (
    <img
      src={site.logo.src}
      alt={site.name}
      width={width}
      height={HEIGHT}
      className="block h-8 w-auto max-w-[50vw] object-contain object-left sm:h-10"
    />
  );
}
