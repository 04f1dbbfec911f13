/** The trade-in form page, shared by /trade-in, /cars/trade-in?car_id={id} and /sell-my-car. */
import type { FormContext } from "~/domain/forms/context";
import { CarNote, FormPage } from "./form-page";
import type { FormCar } from "./form-page.server";
import { LeadForm } from "./lead-form";
import { TradeInFaq } from "./trade-in-faq";

export function TradeInPage({
  title,
  intro,
  ctx,
  siteName,
  car,
}: {
  title: string;
  intro: string;
  ctx: FormContext;
  siteName: string;
  car: FormCar | null;
}) {
  return (
    <FormPage title={title} intro={intro} aside={<TradeInFaq />}>
      {car && <CarNote car={car} label="Trading in towards" />}
      <LeadForm kind="trade-in" ctx={ctx} siteName={siteName} fixed={car ? { car_id: car.id } : {}} submitLabel="Get my valuation" />
    </FormPage>
  );
}
