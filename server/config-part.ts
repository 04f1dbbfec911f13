/**
 * What a part of the configuration is made of (server/config.ts composes the parts): a zod object of its
 * variables, and optionally a check across them that names the variable at fault.
 */
import { z } from "zod";

/** true/false/1/0, as the README documents every switch. */
export const booleanFlag = z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1");

/** Reports a bad value of `variable`; the boot then stops with `variable: message`. */
export type ConfigIssue = (variable: string, message: string) => void;

export type ConfigCheck<Values> = (config: Values, issue: ConfigIssue) => void;
