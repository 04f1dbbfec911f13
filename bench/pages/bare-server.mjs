// The ceiling: a bare Node HTTP server answering every request with the same status, headers and bytes.
// Started by run.ts with the captured response in a file: node bare-server.mjs <response.json> <port>
import { readFileSync } from "node:fs";
import http from "node:http";

const { status, headers, body } = JSON.parse(readFileSync(process.argv[2], "utf8"));
const bytes = Buffer.from(body, "base64");
const server = http.createServer((_req, res) => {
  res.writeHead(status, { ...headers, "content-length": bytes.length });
  res.end(bytes);
});
server.keepAliveTimeout = 65_000;
server.listen(Number(process.argv[3]), "127.0.0.1", () => process.stdout.write("ready\n"));
