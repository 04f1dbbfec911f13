import { useState } from "react";
import { Link } from "~/app/ui/router-links";
import { clampPriceRange, type SliderBounds } from "~/domain/listing/ranges";
import type { NumericRange } from "~/domain/search/query";
import { formatAud } from "~/domain/stock/format";

const money = formatAud;

/**
 * Two-thumb price range: native range inputs (keyboard and touch work everywhere), clamped so the low
 * thumb never reaches the high one. A thumb resting on its end of the scale means "no limit" (the server
 * and the auto-submit both drop it). Quick prices set the maximum in one tap, as plain links. The look is
 * `.price-range` in search.css.
 */
export function PriceRange({
  bounds,
  value,
  quickPrices,
  quickPriceHref,
}: {
  bounds: SliderBounds;
  value: NumericRange | undefined;
  quickPrices: readonly number[];
  quickPriceHref: (max: number) => string;
}) {
  const [range, setRange] = useState(() => clampPriceRange(value?.min ?? bounds.min, value?.max ?? bounds.max, bounds));
  return (
    <fieldset className="facet price-range">
      <legend>Price</legend>
      <p aria-live="polite">{`${money(range.low)} – ${money(range.high)}${range.high === bounds.max ? "+" : ""}`}</p>
      <label>
        Minimum price
        <input
          type="range"
          name="price_min"
          data-open-at={bounds.min}
          min={bounds.min}
          max={bounds.max}
          step={bounds.step}
          value={range.low}
          onChange={(e) => setRange(clampPriceRange(Math.min(Number(e.target.value), range.high - bounds.step), range.high, bounds))}
        />
      </label>
      <label>
        Maximum price
        <input
          type="range"
          name="price_max"
          data-open-at={bounds.max}
          min={bounds.min}
          max={bounds.max}
          step={bounds.step}
          value={range.high}
          onChange={(e) => setRange(clampPriceRange(range.low, Math.max(Number(e.target.value), range.low + bounds.step), bounds))}
        />
      </label>
      <p>Quick prices</p>
      <ul>
        {quickPrices.map((price) => (
          <li key={price}>
            <Link to={quickPriceHref(price)} preventScrollReset>
              {`Under ${money(price)}`}
            </Link>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
