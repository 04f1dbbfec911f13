import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { Form } from "~/app/ui/router-links";
import { listingHrefHere, type ListingState, type UrlFacet } from "~/domain/listing/search-params";
import { FacetFieldset } from "./facet-fieldset";
import { HydrationBoundary } from "~/app/features/site-shell/hydration-boundary";
import { HiddenListingFields } from "./hidden-listing-fields";
import { PriceRange } from "./price-range";
import type { SearchPageData } from "./search-page.server";
import { useAutoSubmit } from "./use-auto-submit";
import { parseListingParams } from "~/domain/listing/search-params";
import { groupDigits } from "~/domain/stock/format";
import { bodyLabel, carTypeLabel, driveLabel, fuelLabel, transmissionLabel, vehicleKindLabel } from "~/domain/stock/labels";
import { Button } from "~/app/ui/button";

const KM_OPTIONS = [10000, 20000, 40000, 60000, 80000, 100000, 150000, 200000];

export type FilterSettings = {
  makeFacetVisible: number;
  textDebounceMs: number;
  sliderDebounceMs: number;
  priceSlider: { min: number; max: number; step: number };
  certifiedOnlyFilter: boolean;
};

function withoutFacet(state: ListingState, facet: UrlFacet): ListingState {
  const facets = { ...state.facets };
  delete facets[facet];
  return { ...state, facets, page: 1 };
}

/**
 * Checkboxes are left to the browser (a click shows at once, with or without JavaScript); when the URL
 * changes by Back, Forward or a link, this puts every box in step with it again.
 */
function useBoxesFollowUrl(form: React.RefObject<HTMLFormElement | null>, preset: SearchPageData["preset"]) {
  const { search } = useLocation();
  useEffect(() => {
    const state = parseListingParams(new URLSearchParams(search));
    for (const box of form.current?.querySelectorAll<HTMLInputElement>('input[type="checkbox"]') ?? []) {
      const facetValues = (state.facets as Record<string, string[] | undefined>)[box.name];
      box.checked =
        box.name === "certified"
          ? state.certified
          : (facetValues ?? []).includes(box.value) || (preset?.facet === box.name && preset.value === box.value);
    }
  }, [search, form, preset]);
}

/**
 * On phones the panel opens above the results: its 'Show Me N cars' button closes it and brings the
 * results into view (without JavaScript the page reloads with the panel closed, to the same effect).
 */
function showResultsOnPhones() {
  const toggle = document.getElementById("show-filters") as HTMLInputElement | null;
  if (!toggle?.checked) return;
  toggle.checked = false;
  document.getElementById("results")?.scrollIntoView({ block: "start" });
}

export function FiltersPanel({ data, settings }: { data: SearchPageData; settings: FilterSettings }) {
  const formRef = useRef<HTMLFormElement>(null);
  useBoxesFollowUrl(formRef, data.preset);
  const pending = data.state;
  const onChange = useAutoSubmit(settings.textDebounceMs, settings.sliderDebounceMs);
  const o = data.facetOptions;
  const checked = (facet: UrlFacet) => (value: string) =>
    (pending.facets[facet] ?? []).includes(value) || (data.preset?.facet === facet && data.preset.value === value);
  const allHref = (facet: UrlFacet) => listingHrefHere(data.searchPath, withoutFacet(data.state, facet));
  // Each facet hydrates on its own: a dozen short tasks on a phone instead of one long one (ADR 021).
  const fieldset = (facet: UrlFacet, legend: string, extra: Partial<Parameters<typeof FacetFieldset>[0]> = {}) => (
    <HydrationBoundary>
      <FacetFieldset
        name={facet}
        legend={legend}
        options={o[facet as keyof typeof o] ?? []}
        allHref={allHref(facet)}
        isChecked={checked(facet)}
        {...extra}
      />
    </HydrationBoundary>
  );

  return (
    <Form
      ref={formRef}
      method="get"
      action={data.searchPath}
      onChange={onChange}
      onSubmit={showResultsOnPhones}
      id="search-filters"
      aria-label="Filter stock"
      preventScrollReset
    >
      <HiddenListingFields state={{ ...data.state, facets: {}, ranges: {}, certified: false }} except={[]} />
      {fieldset("car_type", "New, used or demo", { label: carTypeLabel })}
      {o.vehicle_kind.length > 1 && fieldset("vehicle_kind", "Vehicle type", { label: vehicleKindLabel })}
      {fieldset("make", "Make", { visible: settings.makeFacetVisible, moreLabel: "Show all makes" })}
      {fieldset("model", "Model")}
      {fieldset("badge", "Badge")}
      {fieldset("body", "Body type", { label: bodyLabel })}
      <PriceRange
        key={`${data.state.ranges.price?.min}-${data.state.ranges.price?.max}`}
        bounds={settings.priceSlider}
        value={data.state.ranges.price}
        quickPrices={data.quickPrices}
        quickPriceHref={(max) =>
          listingHrefHere(data.searchPath, { ...data.state, page: 1, ranges: { ...data.state.ranges, price: { max } } })
        }
      />
      <fieldset className="facet">
        <legend>Kilometres</legend>
        <label className="mt-2 block text-sm">
          <span className="sr-only">Maximum kilometres</span>
          <select name="km_max" defaultValue={data.state.ranges.km?.max ?? ""} className="search-field w-full">
            <option value="">Any kilometres</option>
            {KM_OPTIONS.map((km) => (
              <option key={km} value={km}>{`Under ${groupDigits(km)} km`}</option>
            ))}
          </select>
        </label>
      </fieldset>
      {fieldset("fuel", "Fuel", { label: fuelLabel })}
      {fieldset("transmission", "Transmission", { label: transmissionLabel })}
      {fieldset("drive", "Drive", { label: driveLabel })}
      {fieldset("year", "Year", { visible: 8, moreLabel: "Show all years" })}
      {fieldset("colour", "Colour", { visible: 8, moreLabel: "Show all colours" })}
      {fieldset("city", "Location")}
      {fieldset("dealership", "Dealership", { label: (v) => data.dealershipNames[v] ?? v })}
      {settings.certifiedOnlyFilter && (
        <fieldset className="border-b border-black/10 py-3">
          <legend className="sr-only">Certified</legend>
          <label className="flex items-center gap-2 text-sm font-semibold">
            <input type="checkbox" name="certified" value="1" defaultChecked={pending.certified} className="size-4" />
            Certified pre-owned only
          </label>
        </fieldset>
      )}
      {/* Sticky on phones, where the open panel is long and the results sit below it; on desktops the
          results are beside the panel, and a sticky button would cover the options scrolling under it. */}
      <div className="filters-submit">
        <Button type="submit" size="column" className="w-full">
          {`Show Me ${groupDigits(data.count)} ${data.carNoun.toLowerCase()}s`}
        </Button>
      </div>
    </Form>
  );
}
