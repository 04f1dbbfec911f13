import { showsKilometres, vehicleNoun } from "~/domain/stock/labels";
import { PhoneReveal } from "~/app/features/phone-reveal/phone-reveal";
import { formatKm, formatPrice, groupDigits, priceTypeLabel } from "~/domain/stock/format";
import { carTypeLabel, transmissionLabel } from "~/domain/stock/labels";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { Link } from "~/app/ui/router-links";
import { siteFormContext } from "~/app/features/forms/site-form-context";
import type { ClientSite } from "~/server/tenancy/client-site";
import type { VehiclePageData } from "~/app/features/vehicle/car-page.server";
import { Badge } from "~/app/ui/badge";
import { buttonClass } from "~/app/ui/button";
import { DeliveryCalculator, FinanceCalculator, FuelCalculator } from "./calculators";
import { ItemList, KeyInformation, Specifications, UsedCarChecks } from "./details";
import { FinanceSummary, useFinanceHeadline } from "./finance-summary";
import { Gallery } from "./gallery";
import { CarLeadForm, LeadDialog, leadFormTitle, type VehicleLeadKind } from "./lead-forms";
import { LenderOffers } from "./lenders";
import { PriceComparisonBlock } from "./price-comparison";
import { RelatedPosts, SimilarCarsOnDemand } from "./related";
import { StickyFooter, StickyHeader } from "./sticky-bars";
import { useCarViews } from "./use-car-views";
import { VehicleTabs } from "./vehicle-tabs";
import { ReserveButton } from "~/app/features/checkout/reserve-button";
import { HydrationBoundary } from "~/app/features/site-shell/hydration-boundary";
import { templateLayout } from "~/domain/settings/templates";

const LEAD_KINDS: VehicleLeadKind[] = ["enquiry", "test-drive", "request-photos"];
const isLeadKind = (v: string | null): v is VehicleLeadKind => LEAD_KINDS.includes(v as VehicleLeadKind);

/** The site's primary button, full width (app/styles/vehicle.css), and the outlined one. */
const primary = "action-primary";
const secondary = "action-secondary";

export function VehiclePage({ data, site }: { data: VehiclePageData; site: ClientSite }) {
  const s = site.settings;
  const { car, location } = data;
  const sold = car.status === "sold";
  const [dialog, setDialog] = useState<VehicleLeadKind | null>(null);
  const [params] = useSearchParams();
  const inlineForm = params.get("form");
  const views = useCarViews(car);
  const ctx = siteFormContext(site);
  const hasPrice = typeof car.price === "number" && car.price > 0;
  const financeHeadline = useFinanceHeadline(car, s.finance, s.features.financeWidgets && hasPrice && !sold);
  // The template's first view (domain/settings/templates.ts): the photos large with the price column beside them, or the
  // name, price and actions first, in the left column on a desktop (app/styles/vehicle.css, by data-layout). A phone
  // shows the photos first on both: the main photo is its largest paint (tests/e2e/vehicle-a11y.test.ts), and the
  // sticky bar carries the price and enquiry.
  const layout = templateLayout(site.template).vehicle;

  const trigger = (kind: VehicleLeadKind, label: string, className: string) => (
    <a
      href={`?form=${kind}#lead-form`}
      className={className}
      onClick={(e) => {
        e.preventDefault();
        setDialog(kind);
      }}
      data-testid={`open-${kind}`}
      {...(kind === "enquiry" && s.features.chat.enabled && s.features.chat.openOnEnquire
        ? { "data-chat-enquire": "", "data-car-id": car.id, "data-car-name": car.name }
        : {})}
    >
      {label}
    </a>
  );
  const findSimilar = (
    <Link to={data.similarHref} className={primary} data-testid="find-similar">
      {s.labels.findSimilarButton}
    </Link>
  );

  return (
    <div className="mx-auto max-w-7xl px-4 pb-28 pt-4 lg:pb-10">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <ol>
          <li>
            <Link to="/">Home</Link>
            {" /"}
          </li>
          <li>
            <Link to={s.search.defaultSearchPath}>Search</Link>
            {" /"}
          </li>
          <li>
            <Link to={data.similarHref}>{`${car.make} ${car.model}`}</Link>
            {" /"}
          </li>
          <li aria-current="page">{car.name}</li>
        </ol>
      </nav>

      <div className="vehicle-layout" data-layout={layout}>
        <div className="vehicle-gallery">
          <HydrationBoundary>
            <Gallery
              car={car}
              thumbnailsAbove={data.settings.thumbnailsAbove}
              spinIntervalMs={data.settings.spinIntervalMs}
              spinProviderUrl={data.settings.spinProviderUrl}
              sold={sold}
            />
          </HydrationBoundary>
        </div>

        <aside aria-label="Price and actions" className="vehicle-summary">
          <div className="flex flex-col gap-4 lg:sticky lg:top-16">
            <div>
              {data.cardTag && (
                <Badge as="p" tone="accent" size="sm" className="mb-1 inline-block">
                  {data.cardTag.label}
                </Badge>
              )}
              <h1 className="text-2xl font-bold leading-tight sm:text-3xl">{car.name}</h1>
              <p className="mt-1 text-muted">
                {[
                  carTypeLabel(car.carType),
                  showsKilometres(car) ? formatKm(car.km) : null,
                  transmissionLabel(car.transmission),
                  car.colour,
                ]
                  .filter(Boolean)
                  .join(" · ")}
              </p>
              {s.features.viewsOnCards && (
                <p className="h-5 text-sm text-muted" data-testid="car-views">
                  {views !== null ? `${groupDigits(views)} ${views === 1 ? "view" : "views"}` : ""}
                </p>
              )}
            </div>

            <div data-testid="price-block">
              <p className="text-3xl font-extrabold" data-testid="price">
                {formatPrice(car.price, s.labels.noPriceText)}
              </p>
              {hasPrice && (
                <p className="text-sm font-semibold text-muted" data-testid="price-type">
                  {priceTypeLabel(car.priceType)}
                </p>
              )}
            </div>

            {sold ? (
              <div role="status" className="rounded-brand border-2 border-red-700 p-3 text-center" data-testid="sold-notice">
                <p className="text-xl font-extrabold uppercase text-red-700">Sold</p>
                <p className="text-sm">This {vehicleNoun(car.vehicleKind)} has been sold. We can find you something similar.</p>
              </div>
            ) : (
              s.features.financeWidgets && hasPrice && <FinanceSummary summary={financeHeadline} finance={s.finance} />
            )}

            <div className="flex flex-col gap-2" data-testid="actions">
              {sold ? (
                findSimilar
              ) : (
                <>
                  {data.checkout && <ReserveButton link={data.checkout} />}
                  {trigger("enquiry", s.labels.enquireButton, primary)}
                  {trigger("test-drive", "Book a Test Drive", secondary)}
                  {trigger("request-photos", "Request Photos", secondary)}
                  <PhoneReveal carId={car.id} />
                  {s.features.financeWidgets && hasPrice && (
                    <Link to={`${s.finance.financePath}?car_id=${car.id}`} className={secondary}>
                      Apply for Finance
                    </Link>
                  )}
                </>
              )}
              <a href={`/print?car_id=${encodeURIComponent(car.slug)}`} className="text-center text-sm font-semibold underline">
                Print this page
              </a>
            </div>

            <div className="aside-box">
              <p className="font-semibold">{location.name}</p>
              <p>{`${location.address.street}, ${location.address.suburb} ${location.address.state} ${location.address.postcode}`}</p>
              {location.phone && (
                <a href={`tel:${location.phone.replace(/\s/g, "")}`} className="font-semibold underline">
                  {location.phone}
                </a>
              )}
            </div>

            {data.reports.length > 0 && (
              <div>
                <h2 className="text-sm font-semibold">Reports</h2>
                <ul className="vehicle-reports">
                  {data.reports.map((r) => (
                    <li key={r.id}>
                      <a href={r.href} download={false} data-testid={`report-${r.id}`}>
                        {r.label}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </div>
        </aside>

        <div className="vehicle-details">
          {isLeadKind(inlineForm) && !sold && (
            <section id="lead-form" aria-labelledby="lead-form-title" className="rounded-brand border-2 border-brand p-4">
              <h2 id="lead-form-title" className="mb-3 text-xl font-bold">
                {leadFormTitle(inlineForm, car.vehicleKind)}
              </h2>
              <CarLeadForm kind={inlineForm} carId={car.id} locationId={data.location.id} ctx={ctx} />
            </section>
          )}
          <HydrationBoundary>
            <KeyInformation car={car} location={location} />
            <UsedCarChecks car={car} warranty={data.settings.warranty} ppsr={data.ppsr} />
          </HydrationBoundary>
          <HydrationBoundary>
            <VehicleTabs
              tabs={data.tabs}
              reserveHref={data.checkout?.href}
              reserveLabel={data.checkout?.label}
              comments={car.dealerComments}
              features={car.features}
              commentsLimit={data.settings.dealerCommentsLimit}
            />
          </HydrationBoundary>
          <HydrationBoundary>
            <Specifications specs={car.specs} limit={data.settings.specInitialLimit} />
            <ItemList id="standard-equipment" heading="Standard equipment" items={car.standardEquipment} />
          </HydrationBoundary>
          <HydrationBoundary>
            {s.features.fuelCalculator && <FuelCalculator litresPer100km={car.fuelConsumption} />}
            {s.features.deliveryCalculator && !sold && <DeliveryCalculator locationName={location.name} />}
          </HydrationBoundary>
          {s.features.financeWidgets && hasPrice && !sold && (
            <HydrationBoundary>
              <FinanceCalculator
                price={car.price}
                settings={{ ...s.finance, rangeSliderDefaultMax: s.search.rangeSliderDefaultMax }}
                headline={financeHeadline}
              />
              <LenderOffers providers={data.lenders} headline={financeHeadline} price={car.price} finance={s.finance} />
              <div className="finance-cta">
                <p>Ready to talk finance? Get a quote tailored to you.</p>
                <Link to={`${s.finance.financePath}?car_id=${car.id}`} className="accent-button">
                  Get a finance quote
                </Link>
              </div>
            </HydrationBoundary>
          )}
          {s.features.priceComparison && hasPrice && <PriceComparisonBlock slug={car.slug} />}
          <p className="mt-8 text-xs text-muted" data-testid="disclaimer">
            While we take care to keep this listing accurate, details, specifications, equipment and prices may change and should be
            confirmed with us before you buy. Finance estimates are a guide only and are not a quote or an offer of credit; approval, fees
            and charges apply. Images may show optional equipment.
          </p>
        </div>
      </div>

      <HydrationBoundary>
        <SimilarCarsOnDemand
          slug={car.slug}
          count={data.similarCount}
          labels={s.labels}
          showViews={s.features.viewsOnCards}
          showSave={s.features.garage}
          heading={`Similar ${vehicleNoun(car.vehicleKind)}s`}
          moreHref={data.similarHref}
          moreLabel={`${car.make} ${car.model}`}
        />
        <RelatedPosts posts={data.posts} />
      </HydrationBoundary>

      <StickyHeader
        offset={data.settings.stickyHeaderOffset}
        name={car.name}
        price={car.price}
        noPriceText={s.labels.noPriceText}
        action={sold ? null : trigger("enquiry", s.labels.enquireButton, buttonClass({ size: "bar" }))}
      />
      <StickyFooter>
        {sold ? (
          <div className="col-span-2">{findSimilar}</div>
        ) : (
          <>
            {data.checkout && <ReserveButton link={data.checkout} className="col-span-2 py-2" compact />}
            {trigger("enquiry", s.labels.enquireButton, primary)}
            {location.phone ? (
              <a href={`tel:${location.phone.replace(/\s/g, "")}`} className={secondary}>
                Call
              </a>
            ) : (
              trigger("test-drive", "Test Drive", secondary)
            )}
          </>
        )}
      </StickyFooter>

      {!sold &&
        LEAD_KINDS.map((kind) => (
          <LeadDialog
            key={kind}
            kind={kind}
            open={dialog === kind}
            onClose={() => setDialog(null)}
            carId={car.id}
            locationId={data.location.id}
            ctx={ctx}
            carName={car.name}
            vehicleKind={car.vehicleKind}
          />
        ))}
    </div>
  );
}
