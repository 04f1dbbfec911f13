/** Spawns the built server (server.js) as its own process with its own environment, for tests of the process's life. */
import { spawn } from "node:child_process";

export type ServerProcess = ReturnType<typeof startServerProcess>;

/**
 * `ready` resolves with the port once the server prints it; it rejects when the process exits first.
 * A variable given as `undefined` is left out of the child's environment (e.g. NODE_ENV unset).
 */
export function startServerProcess(env: Record<string, string | undefined>) {
  const merged: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: "0",
    SEED_DEMO: "false",
    LOG_LEVEL: "warn",
    ...env,
  };
  for (const [name, value] of Object.entries(merged)) if (value === undefined) delete merged[name];
  const child = spawn(process.execPath, ["server.js"], { env: merged, stdio: ["ignore", "pipe", "pipe"] });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (c: Buffer) => (stdout += c.toString()));
  child.stderr.on("data", (c: Buffer) => (stderr += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const ready = new Promise<number>((resolve, reject) => {
    const timer = setInterval(() => {
      const port = /on port (\d+)/.exec(stdout)?.[1];
      if (port) {
        clearInterval(timer);
        resolve(Number(port));
      }
    }, 50);
    void exited.then((code) => {
      clearInterval(timer);
      reject(new Error(`exited with ${code}: ${stderr}`));
    });
  });
  // A server that is meant to fail never becomes ready; that is not an error of its own.
  ready.catch(() => {});
  return { child, ready, exited, output: () => ({ stdout, stderr }) };
}
