/** Which drawing a catalogue model is pictured with. */
import { slugify } from "~/domain/routing/slug";
import type { Body, Model } from "../catalogue";
import { BODY_FAMILY } from "./car-models";

/**
 * The picture name part for a model in a body: "kia-low-crossover-ev" for an EV6, "toyota-ute" for a
 * HiLux; a motorcycle or caravan is named by its body. Every catalogue model and body has one.
 */
export function modelArt(model: Model, body: Body): string {
  if (model.kind !== "car") return body;
  const family = model.art[body] ?? BODY_FAMILY[body];
  if (!family) throw new Error(`No vehicle art for body "${body}"`);
  const electric = model.badges.filter((b) => b.body === body).every((b) => b.fuel === "electric");
  return `${slugify(model.make)}-${family}${electric ? "-ev" : ""}`;
}
