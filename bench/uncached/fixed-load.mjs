/**
 * A fixed amount of uncached work for a running server, to time two builds against each other as whole processes
 * (e.g. `/usr/bin/time -v`, or any tool that runs two commands in turn and pairs their times). Issue 18.
 *
 *   node bench/uncached/fixed-load.mjs PORT search|vehicle|api [REQUESTS=40] [CONNECTIONS=8]
 *
 * Reads each demo dealer's makes and cars from GET /api/search first, then sends REQUESTS requests, CONNECTIONS
 * at a time: search pages with varied make, price and page, a different car each request, or GET /api/search with
 * varied search_filters (make, price), sort and offset as bench/uncached/run.ts sends them. Every page URL carries a
 * marker unique to the run and the request, so none is answered from the page cache. Exits when all are answered.
 */
import http from "node:http";

const [port, kind] = [Number(process.argv[2]), process.argv[3]];
const total = Number(process.argv[4] ?? 40);
const connections = Number(process.argv[5] ?? 8);
if (!port || !["search", "vehicle", "api"].includes(kind)) {
  console.error("usage: node bench/uncached/fixed-load.mjs PORT search|vehicle|api [REQUESTS] [CONNECTIONS]");
  process.exit(2);
}
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });

/** Pages are asked for as a browser would (brotli); the directory page plainly, to read its links. */
function get(host, path, encoding = "br") {
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path, agent, headers: { host, "accept-encoding": encoding } }, (res) => {
        const chunks = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

const directory = await get(`localhost:${port}`, "/", "identity");
const slugs = [...new Set([...directory.body.toString().matchAll(/\/\/([a-z0-9-]+)\.localhost(?::\d+)?\//g)].map((m) => m[1]))];
const cars = [];
const makes = new Map();
for (const slug of slugs) {
  const host = `${slug}.localhost`;
  const plain = await new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path: "/api/search?hitsPerPage=100", agent, headers: { host } }, (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (c) => (text += c));
        res.on("end", () => resolve(JSON.parse(text)));
      })
      .on("error", reject);
  });
  makes.set(slug, Object.keys(plain.facets?.make ?? {}));
  for (const hit of plain.hits) if (hit.status !== "sold") cars.push({ host, path: hit.path });
}
if (cars.length === 0) throw new Error("no cars found");

const marker = `${process.pid}-${Date.now()}`;
function request(i) {
  if (kind === "vehicle") {
    const car = cars[(i * 7919) % cars.length];
    return [car.host, `${car.path}?r=${marker}-${i}`];
  }
  const slug = slugs[i % slugs.length];
  const list = makes.get(slug) ?? [];
  if (kind === "api") {
    const filters = { ...(list.length ? { make: [list[i % list.length]] } : {}), price: { max: [20000, 40000, 60000][i % 3] } };
    const sort = ["", "latest", "highestPrice", "lowestPrice"][i % 4];
    return [
      `${slug}.localhost`,
      `/api/search?search_filters=${encodeURIComponent(JSON.stringify(filters))}&offset=${(Math.floor(i / 4) % 3) * 21}${sort ? `&sort=${sort}` : ""}`,
    ];
  }
  const make = list.length ? `make=${encodeURIComponent(list[i % list.length])}&` : "";
  return [
    `${slug}.localhost`,
    `/search/new-used-and-demo-cars?${make}price_max=${[20000, 40000, 60000][i % 3]}&page=${(i % 2) + 1}&r=${marker}-${i}`,
  ];
}

let next = 0;
let failed = 0;
async function worker() {
  while (next < total) {
    const [host, path] = request(next++);
    const answer = await get(host, path);
    if (answer.status !== 200) failed++;
  }
}
await Promise.all(Array.from({ length: connections }, worker));
agent.destroy();
if (failed) {
  console.error(`${failed} of ${total} answers were not 200`);
  process.exitCode = 1;
}
