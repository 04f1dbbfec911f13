/** The map of the dealer's locations: the offline SVG (numbered pins on the coast) or the configured provider's image. */
import type { MapView } from "~/server/services/maps";

export function LocatorMap({ map, title }: { map: MapView; title: string }) {
  if (map.kind === "image") {
    return (
      <figure className="overflow-hidden rounded-brand border border-black/10">
        <img
          src={map.src}
          alt={`${title}: ${map.pins.map((p) => p.label).join("; ")}`}
          width={map.width}
          height={map.height}
          className="h-auto w-full"
        />
        <figcaption className="px-3 py-1 text-xs text-muted">{map.attribution}</figcaption>
      </figure>
    );
  }
  const labels = map.pins.map((p) => p.label).join("; ");
  return (
    <figure className="overflow-hidden rounded-brand border border-black/10 bg-[#dbe9f4]" data-map="embedded" data-zoom={map.zoom}>
      <svg viewBox={`0 0 ${map.width} ${map.height}`} role="img" aria-label={`${title}: ${labels}`} className="block h-auto w-full">
        <path d={map.land} fill="#f3efe4" stroke="#9fb7c9" strokeWidth="1" />
        {map.pins.map((pin) =>
          pin.kind === "you" ? (
            <g key={pin.id} transform={`translate(${pin.x} ${pin.y})`} data-pin="you">
              <circle r="12" fill="#1d4ed8" stroke="#fff" strokeWidth="4" />
            </g>
          ) : (
            <g key={pin.id} transform={`translate(${pin.x} ${pin.y}) scale(1.5)`} data-pin={pin.id}>
              <path d="M0 0 C-4 -8 -12 -12 -12 -20 A12 12 0 1 1 12 -20 C12 -12 4 -8 0 0Z" fill="#b91c1c" stroke="#fff" strokeWidth="2" />
              <text y="-15" textAnchor="middle" fontSize="13" fontWeight="700" fill="#fff">
                {pin.label.split(".")[0]}
              </text>
            </g>
          ),
        )}
        <g transform={`translate(12 ${map.height - 18})`}>
          <rect x="-4" y="-18" width={Math.max(map.scale.px, 48) + 8} height="28" fill="#fff" opacity="0.85" />
          <path d={`M0 0 H${map.scale.px}`} stroke="#1f2937" strokeWidth="3" />
          <text x="0" y="-3" fontSize="15" fill="#1f2937">
            {map.scale.km} km
          </text>
        </g>
        <g transform={`translate(${map.width - map.inset.width - 8} 8)`}>
          <rect width={map.inset.width} height={map.inset.height} fill="#dbe9f4" stroke="#9fb7c9" />
          <path d={map.inset.land} fill="#f3efe4" stroke="#9fb7c9" strokeWidth="0.5" />
          <rect {...map.inset.box} fill="none" stroke="#b91c1c" strokeWidth="1.5" />
        </g>
      </svg>
      <figcaption className="flex justify-between gap-2 bg-surface px-3 py-1 text-xs text-muted">
        <span>Simplified map</span>
        <span>{map.attribution}</span>
      </figcaption>
    </figure>
  );
}
