/** The console's reservations: live holds (release or sold to this shopper) and the latest ended ones. Plain forms. */
import { Form, Link } from "~/app/ui/router-links";
import { formatAud } from "~/domain/stock/format";
import { consoleButton, consoleSecondaryButton, Notice } from "./console-shell";
import type { loadReservations, ReservationActionData } from "./reservations.server";

type PageData = Awaited<ReturnType<typeof loadReservations>>;
type Row = PageData["live"][number];

function ReservationCard({ r, canManage }: { r: Row; canManage: boolean }) {
  return (
    <li className="rounded-brand border border-black/10 bg-surface p-4" data-testid="console-reservation">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-bold">
          <Link to={`/cars/${r.car.slug}`} className="underline">
            {r.car.name}
          </Link>{" "}
          <span className="text-sm font-normal text-muted">stock {r.car.stockNumber}</span>
        </h3>
        <span className="font-mono text-sm font-semibold">{r.reference}</span>
      </div>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted">{r.kind === "buy" ? "Order" : "Reservation"}</dt>
        <dd className="font-semibold" data-testid="console-reservation-status">
          {r.statusLabel}
        </dd>
        <dt className="text-muted">Deposit</dt>
        <dd>
          {formatAud(r.depositAmount)} · {r.paymentLabel} · {r.refundable ? "refundable" : "not refundable"}
        </dd>
        {r.status === "held" && (
          <>
            <dt className="text-muted">Held until</dt>
            <dd>{r.heldUntil}</dd>
          </>
        )}
        <dt className="text-muted">Shopper</dt>
        <dd className="break-words">{[r.customer.name, r.customer.phone, r.customer.email].filter(Boolean).join(" · ") || "—"}</dd>
        <dt className="text-muted">Made</dt>
        <dd>{r.createdAt}</dd>
      </dl>
      {r.leadId && (
        <p className="mt-2 text-sm">
          <Link to={`/console/leads/${r.leadId}`} className="underline">
            Open the lead
          </Link>
        </p>
      )}
      {canManage && r.canDecide && (
        <div className="mt-3 flex flex-wrap gap-2">
          <Form method="post">
            <input type="hidden" name="reservation_id" value={r.id} />
            <button type="submit" name="intent" value="complete" className={consoleButton}>
              Sold to this shopper
            </button>
          </Form>
          <Form method="post">
            <input type="hidden" name="reservation_id" value={r.id} />
            <button type="submit" name="intent" value="release" className={consoleSecondaryButton}>
              Release and refund
            </button>
          </Form>
        </div>
      )}
    </li>
  );
}

export function ReservationsPage({ data, answer }: { data: PageData; answer: ReservationActionData | undefined }) {
  return (
    <section>
      <h1 className="text-2xl font-bold">Reservations</h1>
      <p className="mt-1 text-sm text-muted">
        Online reservations and buy-online orders. A held car is kept off sale until you sell it to the shopper or release it; releasing
        always refunds a paid deposit.
      </p>
      {answer?.ok && <Notice tone="ok">{answer.ok}</Notice>}
      {answer?.formError && <Notice tone="error">{answer.formError}</Notice>}
      <h2 className="mt-6 text-lg font-bold">Live ({data.live.length})</h2>
      {data.live.length === 0 ? (
        <p className="mt-2 text-sm">No car is reserved right now.</p>
      ) : (
        <ul className="mt-2 grid gap-3 md:grid-cols-2">
          {data.live.map((r) => (
            <ReservationCard key={r.id} r={r} canManage={data.canManage} />
          ))}
        </ul>
      )}
      <h2 className="mt-8 text-lg font-bold">Ended</h2>
      {data.ended.length === 0 ? (
        <p className="mt-2 text-sm">None yet.</p>
      ) : (
        <ul className="mt-2 grid gap-3 md:grid-cols-2">
          {data.ended.map((r) => (
            <ReservationCard key={r.id} r={r} canManage={false} />
          ))}
        </ul>
      )}
    </section>
  );
}
