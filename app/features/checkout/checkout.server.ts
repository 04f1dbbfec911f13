/**
 * Loaders and actions of the checkout pages: /cars/{slug}/checkout (reserve), /cars/{slug}/buy-online,
 * /checkout-journey, the embedded provider's payment page, /online-payment, the garage's cancel and the
 * payment webhook. Rules live in domain/checkout, the database work in server/checkout.
 */
import { siteDefaultState } from "~/domain/locations/australian-state";
import { randomUUID } from "node:crypto";
import { data, redirect, type RouterContextProvider } from "react-router";
import { and, desc, eq, inArray, or } from "drizzle-orm";
import {
  acceptedCards,
  buyOnlineSchema,
  checkoutContactSchema,
  checkoutOffer,
  dealerTimeZone,
  fieldMessages,
  formatInZone,
  fulfilmentText,
  isLive,
  onlinePaymentSchema,
  PRE_PAYMENT_HOLD_MINUTES,
  reservationTerms,
  returnPolicyLines,
  type ReservationStatus,
} from "~/domain/checkout";
import { formatAuMobile } from "~/domain/auth/phone";
import { vehicleNoun } from "~/domain/stock/labels";
import { isValidIdempotencyKey } from "~/domain/forms";
import { isSlug } from "~/domain/routing/slug";
import { deliveryQuote } from "~/domain/vehicle/delivery";
import { currentUser } from "~/app/middleware/session.server";
import { requireSite, runtimeContext } from "~/server/http/router-context";
import { CROSS_SITE_MESSAGE, isSameOrigin } from "~/server/http/same-origin";
import { readFormBody } from "~/server/http/body-readers";
import { cars, locations, reservations } from "~/server/db/schema";
import { findOnlinePayment, startOnlinePayment } from "~/server/checkout/online-payments";
import { endReservation, liveReservationOf, startCheckout, watchCar, type ReservationRow } from "~/server/checkout/reservations";
import { checkoutDeps, handlePaymentWebhook } from "~/server/checkout/webhook";
import { findSiteCar } from "~/server/vehicle/car-queries";
import { isEmbedded, TEST_CARDS, type EmbeddedPayResult } from "~/server/services/payments";
import type { Site } from "~/server/tenancy/site-directory";
import type { Runtime } from "~/server/runtime";

type Args = { request: Request; context: Readonly<RouterContextProvider>; params?: Record<string, string | undefined> };
export type CheckoutKind = "reserve" | "buy";

const NO_STORE = { "Cache-Control": "private, no-store" };
const COOKIE = "dp_checkout";

/** Every action here changes something: another site's page cannot make a shopper's browser post it. */
function requireSameOrigin(request: Request): void {
  if (!isSameOrigin(request)) throw data(CROSS_SITE_MESSAGE, { status: 403 });
}

function originOf(request: Request, https: boolean): string {
  const url = new URL(request.url);
  return `${https ? "https:" : url.protocol}//${url.host}`;
}

/** The reservations this browser started (a cookie of ids), so a signed-out shopper can resume or cancel. */
function browserReservations(request: Request): string[] {
  const cookie = request.headers.get("cookie") ?? "";
  const m = new RegExp(`(?:^|;\\s*)${COOKIE}=([^;]+)`).exec(cookie);
  return (m ? decodeURIComponent(m[1]).split(".") : []).filter((id) => /^[0-9a-f-]{36}$/.test(id)).slice(-5);
}

function rememberReservation(request: Request, id: string, https: boolean): string {
  const ids = [...browserReservations(request).filter((x) => x !== id), id].slice(-5).join(".");
  return `${COOKIE}=${encodeURIComponent(ids)}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${60 * 60 * 24 * 7}${https ? "; Secure" : ""}`;
}

function ownsReservation(request: Request, context: Args["context"], r: ReservationRow): boolean {
  const user = currentUser(context);
  return (user !== null && r.userId === user.id) || browserReservations(request).includes(r.id);
}

export function checkoutPath(site: Site, slug: string): string {
  return `/cars/${slug}/${site.settings.onlineReservation.pathSegment}`;
}

async function loadCar(context: Args["context"], slug: string | undefined, kind: CheckoutKind) {
  const site = requireSite(context);
  const runtime = context.get(runtimeContext);
  if (!slug || !isSlug(slug)) throw data("Not found", { status: 404 });
  if (!site.settings.onlineReservation.enabled) throw data("Not found", { status: 404 });
  if (kind === "buy" && site.settings.onlineReservation.pathSegment !== "buy-online") throw data("Not found", { status: 404 });
  const found = await findSiteCar(runtime.db, site.id, slug);
  if (!found) throw data("Not found", { status: 404 });
  return { site, runtime, ...found };
}

export async function loadCheckoutPage({ request, context, params }: Args, kind: CheckoutKind) {
  const { site, runtime, car, location } = await loadCar(context, params?.slug, kind);
  const s = site.settings.onlineReservation;
  const live = await liveReservationOf(runtime.db, car.id);
  if (live && ownsReservation(request, context, live)) {
    if (live.status === "held") throw redirect(`/success?reservation=${live.id}`, { headers: NO_STORE });
    throw redirect(`/checkout-journey?car_id=${car.id}`, { headers: NO_STORE });
  }
  const offer = checkoutOffer({ ...car, reserved: car.reserved }, s);
  const user = currentUser(context);
  const url = new URL(request.url);
  return data(
    {
      kind,
      siteName: site.name,
      car: {
        id: car.id,
        slug: car.slug,
        name: car.name,
        price: car.price,
        km: car.km,
        carType: car.carType,
        vehicleKind: car.vehicleKind,
        noun: vehicleNoun(car.vehicleKind),
        image: car.images[0]?.url ?? null,
      },
      location: { name: location.name, phone: location.contactDetail.phone ?? null, state: location.address.state },
      state: live ? ("taken" as const) : offer ? ("open" as const) : ("not_offered" as const),
      offer,
      terms: offer ? reservationTerms(offer, car) : [],
      returnPolicy:
        s.returnPolicy.enabled || kind === "buy" ? returnPolicyLines({ days: s.returnPolicy.days, maxKm: s.returnPolicy.maxKm }, car) : [],
      cards: acceptedCards(runtime.payments),
      testMode: runtime.payments.testMode,
      holdMinutes: PRE_PAYMENT_HOLD_MINUTES,
      prefill: { phone: user ? formatAuMobile(user.phone) : "" },
      idempotencyKey: randomUUID(),
      financePath: site.settings.finance.financePath,
      tradeInPath: `/cars/trade-in?car_id=${car.id}`,
      cancelled: url.searchParams.get("cancelled") === "1",
      watched: url.searchParams.get("watched") === "1",
    },
    { headers: NO_STORE },
  );
}

export type CheckoutPageData = Awaited<ReturnType<typeof loadCheckoutPage>>["data"];

/** A checkout form's fields, one string each (the first of a repeated name); another media type, an oversized or unreadable body is refused as a 4xx. */
async function checkoutForm(request: Request): Promise<Record<string, string>> {
  const body = await readFormBody(request);
  if (!body.ok) throw data(body.message, { status: body.status });
  return Object.fromEntries(Object.entries(body.values).map(([name, value]) => [name, Array.isArray(value) ? value[0] : value]));
}

type DeliveryPricing = { ok: true; quote: Extract<ReturnType<typeof deliveryQuote>, { cost: number }> } | { ok: false; message: string };

/** The delivery calculator's price from the dealer's yard that has the car to a postcode, or why there is none. */
async function priceDelivery(
  runtime: Pick<Runtime, "geocoder">,
  site: Site,
  location: { latitude: number; longitude: number },
  postcode: string,
): Promise<DeliveryPricing> {
  const from = /^\d{4}$/.test(postcode) ? await runtime.geocoder.geocodePostcode(postcode).catch(() => null) : null;
  const quote = from ? deliveryQuote(from, { lat: location.latitude, lng: location.longitude }, site.settings.delivery) : null;
  if (!quote) return { ok: false, message: "We could not find that postcode." };
  if (quote.kind === "too-far")
    return { ok: false, message: `That is ${quote.distanceKm} km away, beyond our delivery area. Choose pick-up or call us.` };
  return { ok: true, quote };
}

/** "Price my delivery": the buy-online form answered with the delivery price before anything is paid. */
async function deliveryQuoteAnswer(
  runtime: Parameters<typeof priceDelivery>[0],
  site: Site,
  location: { latitude: number; longitude: number },
  values: Record<string, string>,
) {
  const priced = await priceDelivery(runtime, site, location, (values.postcode ?? "").trim());
  if (!priced.ok)
    return data<CheckoutActionData>(
      { errors: { postcode: priced.message }, values: { ...values, fulfilment: "delivery" } },
      { status: 400 },
    );
  const delivery = fulfilmentText({ fulfilment: "delivery", postcode: values.postcode.trim(), delivery: priced.quote }) ?? "";
  return data<CheckoutActionData>({ errors: {}, values: { ...values, fulfilment: "delivery" }, delivery });
}

export type CheckoutActionData = { errors: Record<string, string>; values: Record<string, string>; formError?: string; delivery?: string };

export async function checkoutAction({ request, context, params }: Args, kind: CheckoutKind) {
  requireSameOrigin(request);
  const { site, runtime, car, location } = await loadCar(context, params?.slug, kind);
  const values = await checkoutForm(request);
  if (values.intent === "watch") {
    const email = checkoutContactSchema.shape.email.safeParse(values.watch_email ?? "");
    if (!email.success)
      return data<CheckoutActionData>({ errors: { watch_email: email.error.issues[0].message }, values }, { status: 400 });
    await watchCar(runtime.db, { websiteId: site.id, carId: car.id, email: email.data });
    throw redirect(`${checkoutPath(site, car.slug)}?watched=1`);
  }
  const parsed = checkoutContactSchema.safeParse(values);
  if (kind === "buy" && values.quote_delivery) return deliveryQuoteAnswer(runtime, site, location, values);
  const buy = kind === "buy" ? buyOnlineSchema.safeParse(values) : null;
  if (!parsed.success || (buy && !buy.success)) {
    const errors = { ...(parsed.success ? {} : fieldMessages(parsed.error)), ...(buy && !buy.success ? fieldMessages(buy.error) : {}) };
    return data<CheckoutActionData>({ errors, values }, { status: 400 });
  }
  const key = isValidIdempotencyKey(values.idempotency_key) ? values.idempotency_key : randomUUID();
  const origin = originOf(request, runtime.config.HTTPS);
  const order: Record<string, unknown> = {};
  if (buy?.success) {
    const o = buy.data;
    Object.assign(order, {
      fulfilment: o.fulfilment,
      postcode: o.postcode,
      trade_in: o.trade_in,
      finance: o.finance,
      returnDays: site.settings.onlineReservation.returnPolicy.days,
      returnKm: site.settings.onlineReservation.returnPolicy.maxKm,
    });
    if (o.fulfilment === "delivery") {
      const priced = await priceDelivery(runtime, site, location, o.postcode);
      if (!priced.ok) return data<CheckoutActionData>({ errors: { postcode: priced.message }, values }, { status: 400 });
      order.delivery = priced.quote;
    }
  }
  const user = currentUser(context);
  const result = await startCheckout(checkoutDeps(runtime), {
    site,
    carId: car.id,
    userId: user?.id ?? null,
    customer: { name: parsed.data.name, email: parsed.data.email, phone: parsed.data.phone },
    idempotencyKey: key,
    kind,
    order,
    origin,
  });
  if (!result.ok)
    return data<CheckoutActionData>(
      { errors: {}, values, formError: result.message },
      { status: result.reason === "provider_down" ? 503 : 409 },
    );
  throw redirect(result.paymentUrl, {
    headers: { "Set-Cookie": rememberReservation(request, result.reservation.id, runtime.config.HTTPS) },
  });
}

/** /checkout-journey?car_id=: where a shopper who left mid-way comes back to. */
export async function loadCheckoutJourney({ request, context }: Args) {
  const site = requireSite(context);
  const runtime = context.get(runtimeContext);
  const url = new URL(request.url);
  const carId = Number(url.searchParams.get("car_id"));
  if (!Number.isInteger(carId) || carId <= 0) throw data("Not found", { status: 404 });
  const [car] = await runtime.db
    .select({ id: cars.id, slug: cars.slug, name: cars.name, vehicleKind: cars.vehicleKind })
    .from(cars)
    .where(and(eq(cars.id, carId), eq(cars.websiteId, site.id)));
  if (!car) throw data("Not found", { status: 404 });
  const live = await liveReservationOf(runtime.db, car.id);
  const mine = live && ownsReservation(request, context, live) ? live : null;
  if (mine?.status === "held") throw redirect(`/success?reservation=${mine.id}`, { headers: NO_STORE });
  if (!mine) throw redirect(checkoutPath(site, car.slug), { headers: NO_STORE });
  return data(
    {
      car: { ...car, noun: vehicleNoun(car.vehicleKind) },
      reservation: {
        id: mine.id,
        kind: mine.kind,
        reference: mine.reference,
        depositAmount: mine.depositAmount,
        paymentUrl: mine.paymentRef,
        minutesLeft: Math.max(0, Math.ceil((mine.heldUntil.getTime() - Date.now()) / 60_000)),
        lastPaymentError: typeof mine.order.lastPaymentError === "string" ? mine.order.lastPaymentError : null,
      },
      cancelled: url.searchParams.get("cancelled") === "1",
    },
    { headers: NO_STORE },
  );
}
export type CheckoutJourneyData = Awaited<ReturnType<typeof loadCheckoutJourney>>["data"];

/** POST /checkout/cancel: the shopper ends their own reservation (signed in, or from the browser that made it). */
export async function cancelReservationAction({ request, context }: Args) {
  requireSameOrigin(request);
  const site = requireSite(context);
  const runtime = context.get(runtimeContext);
  const form = await checkoutForm(request);
  const id = form.reservation_id ?? "";
  const back = form.back === "garage" ? "/my-garage" : null;
  if (!/^[0-9a-f-]{36}$/.test(id)) throw data("Not found", { status: 404 });
  const [row] = await runtime.db
    .select()
    .from(reservations)
    .where(and(eq(reservations.id, id), eq(reservations.websiteId, site.id)));
  if (!row || !ownsReservation(request, context, row)) throw data("Not found", { status: 404 });
  const out = await endReservation(checkoutDeps(runtime), { websiteId: site.id, reservationId: id, kind: "cancel" });
  if (!out.ok) throw data(out.message, { status: 409 });
  throw redirect(back ? `${back}?cancelled=${out.reservation.reference}` : `/success?reservation=${id}`);
}

function reservationView(r: ReservationRow, car: { name: string; slug: string; vehicleKind: string }, zone: string) {
  return {
    id: r.id,
    reference: r.reference ?? "",
    kind: r.kind,
    status: r.status as ReservationStatus,
    paymentStatus: r.paymentStatus,
    depositAmount: r.depositAmount,
    refundable: r.refundable,
    live: isLive(r.status as ReservationStatus),
    heldUntilText: formatInZone(r.heldUntil, zone),
    fulfilment: r.kind === "buy" ? fulfilmentText(r.order) : null,
    car: { ...car, noun: vehicleNoun(car.vehicleKind) },
  };
}
export type ReservationView = ReturnType<typeof reservationView>;

/** The success page's reservation (?reservation=id; the id is unguessable and the page shows no personal details). */
export async function loadReservationSummary(request: Request, context: Args["context"]) {
  const site = requireSite(context);
  const runtime = context.get(runtimeContext);
  const params = new URL(request.url).searchParams;
  const paymentId = params.get("payment");
  if (paymentId) {
    const p = await findOnlinePayment(runtime.db, site.id, paymentId);
    return { reservation: null, payment: p ? { reference: p.dealerReference, amountCents: p.amountCents, status: p.status } : null };
  }
  const id = params.get("reservation") ?? "";
  if (!/^[0-9a-f-]{36}$/.test(id)) return { reservation: null, payment: null };
  const [row] = await runtime.db
    .select({ r: reservations, car: { name: cars.name, slug: cars.slug, vehicleKind: cars.vehicleKind }, state: locations.address })
    .from(reservations)
    .innerJoin(cars, eq(cars.id, reservations.carId))
    .leftJoin(locations, eq(locations.id, cars.locationId))
    .where(and(eq(reservations.id, id), eq(reservations.websiteId, site.id)));
  if (!row) return { reservation: null, payment: null };
  return {
    reservation: {
      ...reservationView(row.r, row.car, dealerTimeZone(row.state?.state, siteDefaultState(site.settings))),
      // Only its shopper (signed in, or the browser that made it) may cancel; anyone else with the link just reads it.
      canCancel: isLive(row.r.status as ReservationStatus) && ownsReservation(request, context, row.r),
    },
    payment: null,
  };
}
export type ReservationSummaryData = Awaited<ReturnType<typeof loadReservationSummary>>;

/** The garage's "My reservations": the signed-in shopper's and those made in this browser, newest first. */
export async function loadGarageReservations(request: Request, context: Args["context"]): Promise<ReservationView[]> {
  const site = requireSite(context);
  const user = currentUser(context);
  const here = browserReservations(request);
  if (!user && here.length === 0) return [];
  const runtime = context.get(runtimeContext);
  const rows = await runtime.db
    .select({ r: reservations, car: { name: cars.name, slug: cars.slug, vehicleKind: cars.vehicleKind }, state: locations.address })
    .from(reservations)
    .innerJoin(cars, eq(cars.id, reservations.carId))
    .leftJoin(locations, eq(locations.id, cars.locationId))
    .where(
      and(
        eq(reservations.websiteId, site.id),
        or(...(user ? [eq(reservations.userId, user.id)] : []), ...(here.length > 0 ? [inArray(reservations.id, here)] : [])),
      ),
    )
    .orderBy(desc(reservations.createdAt))
    .limit(20);
  return rows
    .filter((x) => x.r.status !== "cancelled" || x.r.paymentStatus !== "unpaid")
    .map((x) => reservationView(x.r, x.car, dealerTimeZone(x.state?.state, siteDefaultState(site.settings))));
}

/** POST /api/payments/webhook: both providers' events. */
export async function paymentWebhookAction({ request, context }: Args) {
  // Providers post without Origin or Sec-Fetch-Site and pass; a browser's cross-site post is refused.
  if (!isSameOrigin(request)) return new Response(CROSS_SITE_MESSAGE, { status: 403, headers: { "Content-Type": "text/plain" } });
  const runtime = context.get(runtimeContext);
  const raw = await request.text();
  const out = await handlePaymentWebhook(runtime, raw, request.headers.get("stripe-signature"));
  return new Response(out.body, { status: out.status, headers: { "Content-Type": "text/plain" } });
}

/** The embedded provider's hosted payment page (404 with Stripe). */
function embeddedProvider(context: Args["context"]) {
  const runtime = context.get(runtimeContext);
  if (!isEmbedded(runtime.payments)) throw data("Not found", { status: 404 });
  return { runtime, provider: runtime.payments };
}

export async function loadTestPaymentPage({ request, context }: Args) {
  requireSite(context);
  const { provider } = embeddedProvider(context);
  const url = new URL(request.url);
  const token = url.searchParams.get("session") ?? "";
  const session = provider.readSession(token);
  if (!session) throw data("Not found", { status: 404 });
  return data(
    {
      token,
      amountCents: session.amountCents,
      description: session.description,
      cancelUrl: session.cancelUrl,
      expired: session.expiresAt < 0,
      step: url.searchParams.get("step") === "challenge" ? ("challenge" as const) : ("card" as const),
      testCards: TEST_CARDS.map((c) => ({ number: c.number, label: c.label })),
    },
    { headers: NO_STORE },
  );
}
export type TestPaymentData = Awaited<ReturnType<typeof loadTestPaymentPage>>["data"];

export async function testPaymentAction({ request, context }: Args) {
  requireSameOrigin(request);
  requireSite(context);
  const { runtime, provider } = embeddedProvider(context);
  const form = await checkoutForm(request);
  const token = form.session ?? "";
  const sink = async (raw: string, signature: string) => {
    const out = await handlePaymentWebhook(runtime, raw, signature);
    if (out.status !== 200) throw new Error(`webhook refused: ${out.body}`);
  };
  const intent = form.intent ?? "pay";
  let result: EmbeddedPayResult;
  if (intent === "approve" || intent === "fail") result = await provider.completeChallenge(token, intent === "approve", sink);
  else result = await provider.pay(token, form.card_number ?? "", sink);
  switch (result.kind) {
    case "paid":
      throw redirect(result.redirect);
    case "challenge":
      throw redirect(`/payments/test-checkout?session=${encodeURIComponent(token)}&step=challenge`);
    case "expired":
      return data({ error: "This payment page has expired and nothing was charged. Go back and start again." }, { status: 410 });
    default:
      return data({ error: result.message }, { status: 402 });
  }
}

/** /online-payment (gated): pay an amount the dealer asked for. */
export async function loadOnlinePaymentPage({ request, context }: Args) {
  const site = requireSite(context);
  const runtime = context.get(runtimeContext);
  return data(
    {
      siteName: site.name,
      cards: acceptedCards(runtime.payments),
      testMode: runtime.payments.testMode,
      idempotencyKey: randomUUID(),
      cancelled: new URL(request.url).searchParams.get("cancelled") === "1",
    },
    { headers: NO_STORE },
  );
}
export type OnlinePaymentData = Awaited<ReturnType<typeof loadOnlinePaymentPage>>["data"];

export async function onlinePaymentAction({ request, context }: Args) {
  requireSameOrigin(request);
  const site = requireSite(context);
  const runtime = context.get(runtimeContext);
  const values = await checkoutForm(request);
  const parsed = onlinePaymentSchema.safeParse(values);
  if (!parsed.success) return data<CheckoutActionData>({ errors: fieldMessages(parsed.error), values }, { status: 400 });
  const out = await startOnlinePayment(checkoutDeps(runtime), {
    site,
    userId: currentUser(context)?.id ?? null,
    reference: parsed.data.reference,
    amountCents: parsed.data.amount,
    customer: { name: parsed.data.name, email: parsed.data.email },
    idempotencyKey: isValidIdempotencyKey(values.idempotency_key) ? values.idempotency_key : randomUUID(),
    origin: originOf(request, runtime.config.HTTPS),
  });
  if (!out.ok) return data<CheckoutActionData>({ errors: {}, values, formError: out.message }, { status: 503 });
  throw redirect(out.paymentUrl);
}
