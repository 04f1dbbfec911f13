import { useState } from "react";
import { Form } from "~/app/ui/router-links";
import { budgetButton, budgetFor, defaultRepayment, type BudgetSettings, type RepaymentFrequency } from "~/domain/budget/budget";
import { groupDigits } from "~/domain/stock/format";
import { Button } from "~/app/ui/button";

/**
 * What can I afford? Repayment x periods x 5 years + deposit. Without JavaScript the form submits to the
 * search page, whose loader turns the budget into a price range.
 */
export function BudgetFinder({
  action,
  settings,
  priceStats,
  carNoun,
}: {
  action: string;
  settings: BudgetSettings;
  priceStats: { min: number; max: number } | null;
  carNoun: string;
}) {
  const [frequency, setFrequency] = useState<RepaymentFrequency>("monthly");
  const [repayment, setRepayment] = useState(String(defaultRepayment("monthly", settings)));
  const [deposit, setDeposit] = useState(String(settings.budgetDefaultDeposit));
  const budget = budgetFor({ repayment, deposit, frequency }, settings);
  const button = budgetButton(
    budget,
    { minPrice: priceStats?.min ?? null, maxPrice: priceStats?.max ?? null, count: 0 },
    carNoun,
    settings,
  );
  return (
    // Styled by `.budget-finder` in search.css (it sits on every search page: issue 18's page budget).
    <details className="budget-finder">
      <summary>Budget finder</summary>
      <Form method="get" action={action}>
        <fieldset>
          <legend>I can repay</legend>
          <div>
            <label>
              <span className="sr-only">Repayment amount in dollars</span>
              <input
                name="repayment"
                type="number"
                inputMode="numeric"
                min={0}
                max={settings.budgetClampMax}
                step={10}
                value={repayment}
                onChange={(e) => setRepayment(e.target.value)}
                className="search-field"
              />
            </label>
            <label>
              <span className="sr-only">Repayment frequency</span>
              <select
                name="frequency"
                value={frequency}
                onChange={(e) => {
                  const next = e.target.value as RepaymentFrequency;
                  setFrequency(next);
                  setRepayment(String(defaultRepayment(next, settings)));
                }}
                className="search-field"
              >
                <option value="monthly">per month</option>
                <option value="weekly">per week</option>
              </select>
            </label>
          </div>
        </fieldset>
        <label className="budget-deposit">
          Deposit
          <input
            name="deposit"
            type="number"
            inputMode="numeric"
            min={0}
            max={settings.budgetClampMax}
            step={100}
            value={deposit}
            onChange={(e) => setDeposit(e.target.value)}
            className="search-field"
          />
        </label>
        <p>
          Your budget: <strong>{`$${groupDigits(budget)}`}</strong>
        </p>
        {button.message && <p className="budget-message">{button.message}</p>}
        <Button type="submit" size="sm" disabled={button.disabled} className="w-full disabled:opacity-50">
          {button.label}
        </Button>
      </Form>
    </details>
  );
}
