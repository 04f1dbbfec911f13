import { groupDigits } from "~/domain/stock/format";
/** The trade-in FAQ's limits (001 §5): an online estimate is generally not given beyond them. */
export const ONLINE_ESTIMATE_MAX_AGE_YEARS = 7;
export const ONLINE_ESTIMATE_MAX_KM = 100_000;

export const ONLINE_ESTIMATE_LIMIT_TEXT = `over ${ONLINE_ESTIMATE_MAX_AGE_YEARS} years old or with more than ${groupDigits(ONLINE_ESTIMATE_MAX_KM)} km`;
