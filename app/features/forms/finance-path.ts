/** /finance is the finance request page, unless the dealer's finance page lives elsewhere (`finance.financePath`). */
export const FINANCE_ROUTE = "/finance";

/** Where /finance should send the shopper instead, or null to show the form here. */
export function financeRedirect(financePath: string): string | null {
  const target = new URL(financePath, "http://site.invalid");
  return target.pathname.replace(/\/+$/, "") === FINANCE_ROUTE ? null : financePath;
}
