/** The garage's finance applications: each one's car, status and a way to continue a draft. */
import { Link } from "~/app/ui/router-links";
import { APPLICATION_KINDS } from "~/domain/finance/application";
import type { GarageFinanceApplication } from "./garage-finance.server";

const date = (iso: string) =>
  new Date(iso).toLocaleDateString("en-AU", { day: "numeric", month: "long", year: "numeric", timeZone: "Australia/Sydney" });

export function GarageFinanceSection({ applications }: { applications: GarageFinanceApplication[] | undefined }) {
  if (!applications || applications.length === 0) return null;
  return (
    <section aria-labelledby="garage-finance" className="mt-10" data-testid="garage-finance">
      <h2 id="garage-finance" className="text-2xl font-bold">
        My finance applications
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {applications.map((a) => {
          const path = a.kind === "pre-approval" ? "/finance-pre-approval" : "/apply-for-finance";
          return (
            <li
              key={a.reference}
              className="rounded-brand border border-black/10 p-4"
              data-testid="garage-finance-application"
              data-status={a.status}
            >
              <p className="font-semibold">
                {APPLICATION_KINDS[a.kind]} {a.reference}
              </p>
              {a.car && (
                <p className="text-sm">
                  <Link to={`/cars/${a.car.slug}`} className="underline">
                    {a.car.name}
                  </Link>
                </p>
              )}
              {a.status === "submitted" ? (
                <p className="mt-2 text-sm" data-testid="garage-finance-status">
                  Sent to the finance team on {date(a.submittedAt ?? a.updatedAt)}; they will contact you.
                </p>
              ) : (
                <>
                  <p className="mt-2 text-sm" data-testid="garage-finance-status">
                    Draft: {a.stepsDone} of {a.steps} steps done, saved {date(a.updatedAt)}.
                  </p>
                  <Link to={path} className="mt-2 inline-block font-semibold underline">
                    Continue my application
                  </Link>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
