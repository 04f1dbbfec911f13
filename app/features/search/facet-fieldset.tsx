import { Link } from "~/app/ui/router-links";
import type { FacetOption } from "./search-page.server";
import { groupDigits } from "~/domain/stock/format";

/** One facet: an 'All' option that clears it, then its values with counts in brackets. */
export function FacetFieldset({
  name,
  legend,
  options,
  allHref,
  visible,
  moreLabel,
  label = (v) => v,
  isChecked,
}: {
  name: string;
  legend: string;
  options: FacetOption[];
  allHref: string;
  visible?: number;
  moreLabel?: string;
  label?: (value: string) => string;
  /** Checked state from the URL; the panel keeps the boxes in step when Back or Forward changes it. */
  isChecked: (value: string) => boolean;
}) {
  if (options.length === 0) return null;
  const anySelected = options.some(([value]) => isChecked(value));
  const shown = visible && options.length > visible ? options.slice(0, visible) : options;
  const rest = visible && options.length > visible ? options.slice(visible) : [];
  // No list markup around the options: a fieldset of labelled checkboxes says it all, and a search page
  // repeats an option a hundred times or more, each element costing a phone parse, style and hydration time.
  // Each text is one string: no React text separators (`<!-- -->`) in every option, and no class: app.css styles a
  // facet's labels by where they sit.
  const item = ([value, count]: FacetOption) => (
    <label key={value}>
      <input type="checkbox" name={name} value={value} defaultChecked={isChecked(value)} />
      {label(value)}
      <span>{`(${groupDigits(count)})`}</span>
    </label>
  );
  // The look is `.facet` in search.css. 'All' is a link only once a value is picked (it clears the facet); until then it
  // is the current choice, not a link to this very page (13 of them on a search page).
  const all = name === "make" ? "See all" : "All";
  return (
    <fieldset className="facet">
      <legend>{legend}</legend>
      <div>
        {anySelected ? (
          <Link to={allHref} preventScrollReset>
            {all}
          </Link>
        ) : (
          <span aria-current="true">{all}</span>
        )}
        {shown.map(item)}
      </div>
      {rest.length > 0 && (
        <details open={rest.some(([value]) => isChecked(value))}>
          <summary>{moreLabel}</summary>
          {rest.map(item)}
        </details>
      )}
    </fieldset>
  );
}
