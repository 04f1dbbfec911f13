/** The header's logo: the dealer's uploaded picture (console theme page, issue 20), named by the dealer, or the logo text. */
import type { ClientSite } from "~/server/tenancy/client-site";

/** Drawn 40 px high (32 on a phone, beside the header's buttons); the stored size keeps its space reserved before it loads (no layout shift). */
const HEIGHT = 40;

/**
 * A logo is drawn for the brand colour (the theme page says so), so a header on the page's background (`plate`) sets
 * it on a plate of the brand colour (32 px high inside it, so the plate is a link's height); the logo text needs none.
 */
export function SiteLogo({ site, plate = false }: { site: Pick<ClientSite, "logo" | "logoText" | "name">; plate?: boolean }) {
  if (!site.logo) return <>{site.logoText}</>;
  const width = Math.round((site.logo.width / site.logo.height) * HEIGHT);
  const image = <img src={site.logo.src} alt={site.name} width={width} height={HEIGHT} className="site-logo" />;
  return plate ? <span className="logo-plate">{image}</span> : image;
}
