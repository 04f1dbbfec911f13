import { Form, Link } from "~/app/ui/router-links";
import { signInPath } from "~/domain/auth/gates";
import { imageUrl } from "~/domain/images/image-url";
import { formatPrice, groupDigits } from "~/domain/stock/format";
import type { GaragePageData } from "./garage-page.server";
import { SaveCarButton } from "./save-car-button";
import { useSite } from "~/app/site-context";
import { siteVehicleNoun } from "~/domain/stock/labels";
import { Button, ButtonLink } from "~/app/ui/button";
import { GarageFinanceSection } from "~/app/features/finance/garage-finance-section";

/** The saved cars with their current price and status, or a sign-in prompt. */
export function GaragePage({ data: d }: { data: GaragePageData }) {
  const noun = siteVehicleNoun(useSite().settings.vehicleKinds);
  if (!d.phone) {
    return (
      <section className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-3xl font-bold">My garage</h1>
        <p className="mt-3 text-muted">Sign in with your mobile number to see the {noun}s you've saved.</p>
        <ButtonLink to={signInPath("my-garage", "/my-garage", "/")} className="mt-6 inline-block">
          Sign in
        </ButtonLink>
      </section>
    );
  }
  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">My garage</h1>
          <p className="mt-1 text-muted">Signed in as {d.phone}</p>
        </div>
        <Form method="post" action="/sign-out">
          <Button type="submit" variant="secondary" size="sm" className="text-sm">
            Sign out
          </Button>
        </Form>
      </div>
      {d.cars.length === 0 ? (
        <div className="mt-10 rounded-brand bg-surface-alt p-10 text-center">
          <p className="text-lg font-semibold">No saved {noun}s yet</p>
          <p className="mt-2 text-muted">Tap the heart on any {noun} to keep it here, with its latest price.</p>
          <ButtonLink to={d.searchPath} className="mt-6 inline-block">
            Browse stock
          </ButtonLink>
        </div>
      ) : (
        <ul className="mt-8 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="garage-list">
          {d.cars.map((car) => {
            const sold = car.status === "sold";
            const tag = sold ? d.soldTag : car.reserved ? d.reservedTag : car.status === "coming_soon" ? d.comingSoonTag : null;
            return (
              <li
                key={car.id}
                className="relative overflow-hidden rounded-brand border border-black/10 bg-surface shadow-sm"
                data-testid="garage-car"
                data-status={car.status}
              >
                <Link to={`/cars/${car.slug}`} className="block">
                  <img
                    src={imageUrl(car.image ?? "/media/not-found.svg", { w: 480 })}
                    alt={car.name}
                    width={480}
                    height={360}
                    loading="lazy"
                    className={`aspect-[4/3] w-full bg-surface-alt object-cover ${sold ? "opacity-60 grayscale" : ""}`}
                  />
                  {tag && (
                    <span
                      className={`absolute left-3 top-3 rounded-brand px-2 py-1 text-xs font-bold uppercase ${sold ? "bg-red-700 text-accent-contrast" : "bg-accent text-accent-contrast"}`}
                    >
                      {tag}
                    </span>
                  )}
                  <div className="p-4">
                    <h2 className="font-semibold normal-case tracking-normal">{car.name}</h2>
                    <p className="mt-1 text-lg font-bold">{sold ? "Sold" : formatPrice(car.price, d.noPriceText)}</p>
                    <p className="text-sm text-muted">{car.carType === "new" ? "New" : `${groupDigits(car.km)} km`}</p>
                  </div>
                </Link>
                <div className="absolute right-3 top-3">
                  <SaveCarButton carId={car.id} carName={car.name} saved />
                </div>
                {sold && (
                  <div className="px-4 pb-4">
                    <Link
                      to={`${d.searchPath}?query=${encodeURIComponent(
                        car.name
                          .replace(/^\d{4}\s+/, "")
                          .split(" ")
                          .slice(0, 2)
                          .join(" "),
                      )}`}
                      className="text-sm font-semibold text-accent-ink underline"
                    >
                      {d.findSimilar}
                    </Link>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <GarageFinanceSection applications={"financeApplications" in d ? d.financeApplications : undefined} />
    </section>
  );
}
