/** What the sign-in page says for each reason a shopper was sent there (the `type` parameter). */
import { SIGN_IN_TYPES } from "~/domain/settings/schema";

export type SignInType = (typeof SIGN_IN_TYPES)[number];

export function parseSignInType(value: unknown): SignInType | null {
  return typeof value === "string" && (SIGN_IN_TYPES as readonly string[]).includes(value) ? (value as SignInType) : null;
}

export const SIGN_IN_HEADINGS: Record<SignInType, { title: string; reason: string }> = {
  watchlist: { title: "Sign in to save cars", reason: "Save cars to your garage and come back to them on any device." },
  "trade-in": { title: "Sign in to value your car", reason: "We'll keep your trade-in details so you don't have to type them twice." },
  checkout: { title: "Sign in to reserve this car", reason: "Reserving online holds the car for you while you arrange the rest." },
  finance: { title: "Sign in to apply for finance", reason: "Your application stays with you while you compare options." },
  "spin-to-win": { title: "Sign in to spin to win", reason: "One spin per shopper: sign in so we know it's you." },
  "online-payment": { title: "Sign in to make a payment", reason: "Payments are linked to your mobile number for your security." },
  "car-finance": { title: "Sign in for personalised finance", reason: "See repayments worked out for you on this car." },
  "my-garage": { title: "Sign in to your garage", reason: "Your saved cars, with their latest prices." },
};

export const GENERIC_SIGN_IN = { title: "Sign in", reason: "Sign in with your mobile number. No password needed." };
