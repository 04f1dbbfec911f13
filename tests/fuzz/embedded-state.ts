/**
 * "A refused request (or a GET) changes nothing stored" on the embedded database, whose state can only
 * be read while its server is stopped: such requests of a run are replayed between two snapshots taken
 * with the server down; a batch that changed something is halved until the request that did is found.
 */
import { Findings, mustNotWrite, withPort } from "./probe";
import type { FuzzServer } from "./servers";
import { pgliteState, stateChanges } from "./stored-state";
import { send, type FuzzRequest } from "./wire";

const MAX_SPLITS = 7;

async function replay(server: FuzzServer, requests: FuzzRequest[], hangMs: number) {
  await server.stop();
  const before = await pgliteState(server);
  await server.restart();
  const allowed: FuzzRequest[] = [];
  for (const request of requests) {
    const outcome = await send(server.port, withPort(request, server.port), hangMs);
    if (!mustNotWrite(request, outcome)) allowed.push(request);
  }
  await server.stop();
  const changes = stateChanges(before, await pgliteState(server));
  await server.restart();
  return { changes, allowed };
}

export async function checkRefusedOnEmbedded(
  server: FuzzServer,
  requests: FuzzRequest[],
  findings: Findings,
  hangMs: number,
): Promise<void> {
  const search = async (requests: FuzzRequest[], splits: number): Promise<void> => {
    const { changes, allowed } = await replay(server, requests, hangMs);
    if (changes.length === 0) return;
    // Answered differently this time (a limit, a session) so that its change is allowed.
    if (requests.length === 1 && allowed.length === 1) return;
    if (requests.length === 1 || splits >= MAX_SPLITS) {
      const which =
        requests.length === 1 ? "a refused request or a GET" : `one of ${requests.length} refused requests or GETs (the first shown)`;
      findings.add(`${which} but changed ${changes.join(", ")}`, requests[0]!);
      return;
    }
    const half = Math.ceil(requests.length / 2);
    await search(requests.slice(0, half), splits + 1);
    await search(requests.slice(half), splits + 1);
  };
  if (requests.length > 0) await search(requests, 0);
}
