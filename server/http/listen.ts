/** Starts listening and prints where every demo dealer's site answers (shared by `npm start` and `npm run dev`). */
import type http from "node:http";
import type { Config } from "~/server/config";
import type { Runtime } from "~/server/runtime";

export async function listen(server: http.Server, env: Pick<Config, "PORT" | "HOST">): Promise<number> {
  server.listen(env.PORT, env.HOST);
  await new Promise<void>((resolve, reject) => {
    server.once("listening", resolve);
    server.once("error", reject);
  });
  const address = server.address();
  return typeof address === "object" && address ? address.port : env.PORT;
}

/** The "ready" banner; tests and scripts wait for its `on port N`. */
export async function readyBanner(runtime: Pick<Runtime, "sites" | "database">, port: number, mode = ""): Promise<string> {
  const sites = await runtime.sites.listSites();
  const lines = sites.map((s) => `  ${s.name.padEnd(34)} http://${s.slug}.localhost:${port}/`);
  return `\nDealer platform ready${mode ? ` in ${mode}` : ""} (${runtime.database.kind}) on port ${port}\n  ${"Directory".padEnd(34)} http://localhost:${port}/\n${lines.join("\n")}\n`;
}
