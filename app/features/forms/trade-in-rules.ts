/** The trade-in FAQ's limits (001 §5) live with the valuation rules in domain/valuation. */
export {
  ONLINE_ESTIMATE_LIMIT_TEXT,
  ONLINE_ESTIMATE_MAX_AGE_YEARS,
  ONLINE_ESTIMATE_MAX_KM,
  NO_ONLINE_ESTIMATE_TEXT,
} from "~/domain/valuation/eligibility";
