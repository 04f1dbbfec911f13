/** Book a test drive (vehicle page modal and /book-test-drive). Date, time and message are optional. */
import { z } from "zod";
import type { FormContext } from "./context";
import { dateField, messageField, timeField, yesNoField } from "./fields";
import { eventIdFor } from "./normalise";
import { carShape, contactShape, placeFields, withResolvedDealership } from "./shared";

export function makeTestDriveSchema(ctx: FormContext) {
  const place = placeFields(ctx);
  return z
    .object({
      ...contactShape(ctx),
      date: dateField,
      time: timeField,
      message: messageField(false),
      location: place.location,
      dealership_slug: place.dealership_slug,
      has_trade_in: yesNoField,
      ...carShape(false),
    })
    .transform((values) => ({
      ...withResolvedDealership(ctx, values, values.location),
      event_id: eventIdFor(ctx.settings, false),
    }));
}

export type TestDriveValues = z.output<ReturnType<typeof makeTestDriveSchema>>;
