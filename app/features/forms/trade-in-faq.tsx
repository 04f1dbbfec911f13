/** The trade-in FAQ (001 §5), shown beside the trade-in form. */
import { ONLINE_ESTIMATE_LIMIT_TEXT } from "./trade-in-rules";

const FAQ = [
  {
    q: "Can I get an online estimate for any car?",
    a: `An online estimate is generally not given for cars ${ONLINE_ESTIMATE_LIMIT_TEXT}. Send us the details anyway: our team will arrange to see the car and give you a firm offer.`,
  },
  {
    q: "What happens after I send my details?",
    a: "Where we can make one, the estimate on this page is worked out at once from cars like yours listed with our dealers. It is not an offer: our team contacts you and makes a firm offer once they have seen the car.",
  },
  {
    q: "Can I trade in a car that is still under finance?",
    a: "Yes. Tell us in the form, and we will work out the payout with your lender as part of the deal.",
  },
];

export function TradeInFaq() {
  return (
    <section aria-labelledby="trade-in-faq" className="rounded-brand bg-surface-alt p-5">
      <h2 id="trade-in-faq" className="text-lg font-bold">
        Trade-in questions
      </h2>
      <dl className="mt-3 flex flex-col gap-4 text-sm">
        {FAQ.map((item) => (
          <div key={item.q}>
            <dt className="font-semibold">{item.q}</dt>
            <dd className="mt-1 text-muted">{item.a}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
