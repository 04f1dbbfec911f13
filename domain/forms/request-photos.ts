/** Request Photos (vehicle page modal): about one car, so the car decides the dealership and location. */
import { z } from "zod";
import type { FormContext } from "./context";
import { messageField } from "./fields";
import { eventIdFor } from "./normalise";
import { carShape, contactShape } from "./shared";

export function makeRequestPhotosSchema(ctx: FormContext) {
  return z
    .object({
      ...contactShape(ctx),
      message: messageField(false),
      ...carShape(true),
    })
    .transform((values) => ({ ...values, event_id: eventIdFor(ctx.settings, false) }));
}

export type RequestPhotosValues = z.output<ReturnType<typeof makeRequestPhotosSchema>>;
