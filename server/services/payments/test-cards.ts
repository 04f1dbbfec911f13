/** The embedded provider's test cards (Stripe's numbers, so a tester's habits carry over). */
export type CardOutcome = "success" | "decline" | "challenge" | "invalid";

export const TEST_CARDS = [
  { number: "4242 4242 4242 4242", brand: "Visa", outcome: "success", label: "Payment succeeds" },
  { number: "5555 5555 5555 4444", brand: "Mastercard", outcome: "success", label: "Payment succeeds" },
  { number: "4000 0000 0000 0002", brand: "Visa", outcome: "decline", label: "Card declined" },
  { number: "4000 0027 6000 3184", brand: "Visa", outcome: "challenge", label: "3-D Secure: approve or fail the challenge" },
] as const;

export function digitsOf(cardNumber: string): string {
  return cardNumber.replace(/[\s-]/g, "");
}

export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** What the test bank does with a card: the listed test cards as labelled; any other valid number is declined. */
export function cardOutcome(cardNumber: string): CardOutcome {
  const digits = digitsOf(cardNumber);
  if (!luhnValid(digits)) return "invalid";
  const card = TEST_CARDS.find((c) => digitsOf(c.number) === digits);
  return card ? card.outcome : "decline";
}
