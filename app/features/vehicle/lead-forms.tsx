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

export type VehicleLeadKind = Extract<LeadKind, "enquiry" | "test-drive" | "request-photos">;

export const LEAD_FORM_TITLES: Record<VehicleLeadKind, string> = {
  enquiry: "Enquire about this car",
  "test-drive": "Book a test drive",
  "request-photos": "Request Photos",
};

/** The site's lead form about this car, posting to the car route's action with its `intent`. */
export function CarLeadForm({ kind, carId, ctx, onDone }: { kind: VehicleLeadKind; carId: number; ctx: FormContext; onDone?: () => void }) {
  const siteName = useSite().name;
  return (
    <LeadForm
      kind={kind}
      ctx={ctx}
      siteName={siteName}
      fixed={{ car_id: carId }}
      hidden={{ intent: kind }}
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
  ctx,
  carName,
}: {
  kind: VehicleLeadKind;
  open: boolean;
  onClose: () => void;
  carId: number;
  ctx: FormContext;
  carName: string;
}) {
  return (
    <Dialog open={open} onClose={onClose} title={LEAD_FORM_TITLES[kind]} subtitle={carName} testId={`lead-dialog-${kind}`}>
      {open && <CarLeadForm kind={kind} carId={carId} ctx={ctx} onDone={onClose} />}
    </Dialog>
  );
}
