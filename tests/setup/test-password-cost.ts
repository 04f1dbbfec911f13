// Integration suites sign staff in many times: new password hashes cost 1 MiB and a millisecond instead of
// production's 64 MiB and a tenth of a second (server/console/passwords.ts; its unit test keeps production's cost).
import { useTestPasswordCost } from "~/server/console/passwords";

useTestPasswordCost();
