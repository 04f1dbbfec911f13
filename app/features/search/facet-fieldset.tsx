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
  // The look is `.facet` in search.css: the 'All' link is drawn as current (aria-current) or as a link by its state.
  return (
    <fieldset className="facet">
      <legend>{legend}</legend>
      <div>
        <Link to={allHref} preventScrollReset aria-current={anySelected ? undefined : "true"}>
          {name === "make" ? "See all" : "All"}
        </Link>
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
