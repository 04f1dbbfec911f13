/** Hotspots on a generated 360° spin: a label pinned to a part of the car on one frame. */
import type { SpinHotspot } from "~/server/db/schema";
import type { Body, Fuel } from "./catalogue";

/**
 * Positions are percentages of the frame (x from the left, y from the top).
 * Approximate anchors for now; the vehicle art module projects the real ones.
 */
export function spinHotspots(_body: Body, fuel: Fuel | ""): SpinHotspot[] {
  const spots: SpinHotspot[] = [
    { frame: 2, x: 24, y: 58, label: "LED headlights", description: "Bright, efficient lighting with automatic high beam." },
    { frame: 5, x: 30, y: 74, label: "Alloy wheels", description: "Machined alloy wheels with near-new tyres." },
    { frame: 14, x: 72, y: 56, label: "Tail lights" },
  ];
  if (fuel === "electric" || fuel === "phev") spots.push({ frame: 16, x: 62, y: 52, label: "Charge port", description: "AC and DC fast charging." });
  return spots;
}
