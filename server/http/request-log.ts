import type { RequestHandler } from "express";
import type { Logger } from "pino";

/** One structured line per request; server errors at error level, the rest at debug. */
export function requestLog(log: Logger): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const line = {
        method: req.method,
        host: req.headers.host,
        url: req.originalUrl,
        status: res.statusCode,
        ms: Math.round(ms * 10) / 10,
      };
      if (res.statusCode >= 500) log.error(line, "request failed");
      else log.debug(line, "request");
    });
    next();
  };
}
