/**
 * The console's first page (issue 19): how the dealer's site is doing. Leads per day by kind and by location over
 * 90 days, views and leads per car over 30 days, days in stock, recent price changes and the delivery health of each
 * lead target over 7 and 30 days, all of the signed-in staff member's dealer, days in the dealer's time zone; and what
 * is running now (photo uploads being processed, a feed import), linked to its progress, for those who may edit stock.
 */
import type { RouterContextProvider } from "react-router";
import { addDays, dailySeries, dayKey, daysBetween, lastDays, seriesByTotal } from "~/domain/console/dashboard-days";
import { targetHealth, targetName } from "~/domain/console/dashboard-delivery";
import { ageHistogram } from "~/domain/console/dashboard-stock";
import { INBOX_KIND_LABELS, type InboxKind } from "~/domain/console/lead-inbox";
import { can } from "~/domain/console/permissions";
import { siteDefaultState, stateTimeZone } from "~/domain/locations/australian-state";
import { VIEW_TIME_ZONE } from "~/domain/vehicle/views";
import { carEngagement, deliveryCounts, engagementTotals, leadsPerDay, stockAges } from "~/server/console/dashboard-queries";
import { activeMediaJobs } from "~/server/console/media-jobs";
import type { MediaJobKind } from "~/domain/console/media-jobs";
import { requireStaff } from "~/server/console/require-staff";
import { isActive, latestRun, runProgressOf } from "~/server/feeds/feed-runs";
import { requireSite, runtimeContext } from "~/server/http/router-context";
import { recentPriceChanges } from "~/server/stock/price-changes";

type Ctx = Readonly<RouterContextProvider>;

export const LEAD_DAYS = 90;
export const ENGAGEMENT_DAYS = 30;
export const PRICE_DAYS = 30;
const NO_LOCATION = "No location";

const UPLOAD_WHAT: Record<MediaJobKind, string> = { photos: "Photos", spin: "Spin frames", video: "Walkaround video" };
const kindLabel = (kind: string) => INBOX_KIND_LABELS[kind as InboxKind] ?? kind;

export async function loadDashboard(context: Ctx, now = new Date()) {
  const member = requireStaff(context, "dashboard.read");
  const site = requireSite(context);
  const db = context.get(runtimeContext).db;
  const timeZone = stateTimeZone(null, siteDefaultState(site.settings));
  const leadWindow = lastDays(now, timeZone, LEAD_DAYS);
  const engagementWindow = {
    since: lastDays(now, timeZone, ENGAGEMENT_DAYS).since,
    sinceDay: addDays(dayKey(now, VIEW_TIME_ZONE), 1 - ENGAGEMENT_DAYS),
  };
  const week = lastDays(now, timeZone, 7).since;
  const month = lastDays(now, timeZone, 30).since;

  const stockEditor = can(member.role, "stock.edit");
  const [leadRows, engagement, totals, stock, prices, deliveries, uploads, feedRun] = await Promise.all([
    leadsPerDay(db, member.websiteId, leadWindow.since, timeZone),
    carEngagement(db, member.websiteId, engagementWindow),
    engagementTotals(db, member.websiteId, engagementWindow),
    stockAges(db, member.websiteId, now, timeZone),
    recentPriceChanges(db, member.websiteId, lastDays(now, timeZone, PRICE_DAYS).since),
    deliveryCounts(db, member.websiteId, { week, month }),
    stockEditor ? activeMediaJobs(db, member.websiteId) : [],
    stockEditor ? latestRun(db, member.websiteId) : null,
  ]);

  const byKind = leadRows.map((r) => ({ day: r.day, series: kindLabel(r.kind), count: r.count }));
  const byLocation = leadRows.map((r) => ({ day: r.day, series: r.location ?? NO_LOCATION, count: r.count }));
  const named = deliveries.map((r) => ({ ...r, target: targetName(r.target, r.destination) }));
  const kinds = seriesByTotal(byKind);
  const places = seriesByTotal(byLocation);

  return {
    timeZone,
    today: dayKey(now, timeZone),
    leads: {
      days: LEAD_DAYS,
      total: leadRows.reduce((sum, r) => sum + r.count, 0),
      byKind: { series: kinds, rows: dailySeries(byKind, leadWindow.days, kinds) },
      byLocation: { series: places, rows: dailySeries(byLocation, leadWindow.days, places) },
    },
    engagement: { days: ENGAGEMENT_DAYS, totals, cars: engagement },
    stock: {
      count: stock.ages.reduce((sum, a) => sum + a.count, 0),
      histogram: ageHistogram(stock.ages),
      oldest: stock.oldest.map((car) => ({
        id: car.id,
        name: car.name,
        stocknum: car.stocknum,
        price: car.price,
        arrived: dayKey(car.arrivedAt, timeZone),
        days: daysBetween(car.arrivedAt, now, timeZone),
      })),
    },
    prices: {
      days: PRICE_DAYS,
      changes: prices.map((p) => ({
        carId: p.carId,
        name: p.name,
        stocknum: p.stocknum,
        oldPrice: p.oldPrice,
        newPrice: p.newPrice,
        source: p.source,
        actor: p.actor,
        day: dayKey(p.changedAt, timeZone),
      })),
    },
    deliveries: {
      week: targetHealth(named.map((r) => ({ ...r, count: r.week }))).filter((t) => t.total > 0),
      month: targetHealth(named.map((r) => ({ ...r, count: r.month }))),
    },
    canReadLeads: can(member.role, "leads.read"),
    running: {
      uploads: uploads.map((u) => ({
        id: u.id,
        what: UPLOAD_WHAT[u.kind],
        carName: u.carName,
        message: u.message,
        percent: u.percent,
      })),
      feedImport: feedRun && isActive(feedRun) ? runProgressOf(feedRun) : null,
    },
  };
}

export type DashboardData = Awaited<ReturnType<typeof loadDashboard>>;
