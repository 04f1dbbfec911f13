import { useEffect, useState } from "react";

/** Counts this visit (once per visitor per day, on the server) and returns the car's view count. */
export function useCarViews(car: { slug: string; websiteId: number; updatedAt: string; images: unknown[] }): number | null {
  const [views, setViews] = useState<number | null>(null);
  useEffect(() => {
    const params = new URLSearchParams({
      photos_count: String(car.images.length),
      updated_at: car.updatedAt,
      website_id: String(car.websiteId),
    });
    const controller = new AbortController();
    fetch(`/api/cars/${encodeURIComponent(car.slug)}/view.json?${params}`, { signal: controller.signal })
      .then((res) => (res.ok ? res.json() : null))
      .then((body: { views?: unknown } | null) => typeof body?.views === "number" && setViews(body.views))
      .catch(() => undefined);
    return () => controller.abort();
  }, [car.slug, car.websiteId, car.updatedAt, car.images.length]);
  return views;
}
