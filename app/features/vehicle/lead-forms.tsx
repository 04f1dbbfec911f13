/**
 * The vehicle page's three lead forms (test drive, enquire, Request Photos). With JavaScript each opens
 * in a <dialog> and posts with a fetcher; without it the trigger is a link to the same page with the
 * form shown inline (?form=…#lead-form), and the form posts as a normal HTML form.
 * The form itself is the site's one lead form (app/features/forms), about this car; the car route's
 * action reads `intent` to know which form was sent.
 */
import { LeadForm } from "~/app/features/forms/lead-form";
import { useSite } from "~/app/site-context";
import { Dialog } from "~/app/ui/dialog";
import type { FormContext, LeadKind } from "~/domain/forms";
import { vehicleNoun } from "~/domain/stock/labels";
import type { LocationOption } from "~/domain/forms/context";
import type { FormValues } from "~/app/features/forms/form-values";

export type VehicleLeadKind = Extract<LeadKind, "enquiry" | "test-drive" | "request-photos">;

/** A form's heading, in the vehicle's own word: "Enquire about this caravan". */
export function leadFormTitle(kind: VehicleLeadKind, vehicleKind: string | null | undefined): string {
  if (kind === "enquiry") return `Enquire about this ${vehicleNoun(vehicleKind)}`;
  return kind === "test-drive" ? "Book a test drive" : "Request Photos";
}

/**
 * The location and dealership a form about the car starts at: the car's own (the shopper may change them), from the
 * locations that sell only (no service centre).
 */
export function carPlace(ctx: FormContext, locationId: number): { options: LocationOption[]; values: FormValues } {
  const options = ctx.locations.filter((l) => l.sells !== false);
  const location = options.find((l) => l.id === locationId);
  const dealership = ctx.dealerships.find((d) => d.id === location?.dealershipId);
  const values: FormValues = {};
  if (location) values.location = values.location_id = String(location.id);
  if (dealership) values.dealership_slug = dealership.slug;
  return { options, values };
}

/** The site's lead form about this car, posting to the car route's action with its `intent`. */
export function CarLeadForm({
  kind,
  carId,
  locationId,
  ctx,
  onDone,
}: {
  kind: VehicleLeadKind;
  carId: number;
  /** The car's location: the form starts there. */
  locationId: number;
  ctx: FormContext;
  onDone?: () => void;
}) {
  const siteName = useSite().name;
  const place = carPlace(ctx, locationId);
  return (
    <LeadForm
      kind={kind}
      ctx={ctx}
      siteName={siteName}
      fixed={{ car_id: carId }}
      hidden={{ intent: kind }}
      locationOptions={place.options}
      initialValues={place.values}
      onDone={onDone}
      submitLabel="Send"
    />
  );
}

/** A dialog for one form; `open` is driven by the page. */
export function LeadDialog({
  kind,
  open,
  onClose,
  carId,
  locationId,
  ctx,
  carName,
  vehicleKind,
}: {
  kind: VehicleLeadKind;
  open: boolean;
  onClose: () => void;
  carId: number;
  locationId: number;
  ctx: FormContext;
  carName: string;
  vehicleKind: string | null | undefined;
}) {
  return (
    <Dialog open={open} onClose={onClose} title={leadFormTitle(kind, vehicleKind)} subtitle={carName} testId={`lead-dialog-${kind}`}>
      {open && <CarLeadForm kind={kind} carId={carId} locationId={locationId} ctx={ctx} onDone={onClose} />}
    </Dialog>
  );
}
