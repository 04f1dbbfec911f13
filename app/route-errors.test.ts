import { data, UNSAFE_ErrorResponseImpl as ErrorResponse } from "react-router";
import { describe, expect, it } from "vitest";
import { dbErrorForLog } from "~/server/db/safe-error";
import { errorToLog, refusalMessage } from "./route-errors";

/** What React Router makes of a POST to a page with no action (its getInternalRouterError). */
const noAction = () =>
  new ErrorResponse(
    405,
    "Method Not Allowed",
    new Error('You made a POST request to "/console/leads" but did not provide an `action` for route "routes/console.leads._index"'),
    true,
  );

describe("React Router's error responses at the server's handleError", () => {
  it("logs nothing for a refusal: a POST to a page without an action is a 405 answer, not a failure", () => {
    expect(errorToLog(noAction())).toBeNull();
    expect(errorToLog(new ErrorResponse(404, "Not Found", new Error("No route matches URL"), true))).toBeNull();
    // Before: the response itself was logged, which is no Error.
    expect(dbErrorForLog(noAction())).toMatchObject({ message: "(not an Error)" });
  });

  it("logs the Error inside React Router's own 5xx, and anything thrown as it is", () => {
    const inner = new Error("boom");
    expect(errorToLog(new ErrorResponse(500, "Internal Server Error", inner, true))).toBe(inner);
    const thrown = new TypeError("x is undefined");
    expect(errorToLog(thrown)).toBe(thrown);
    expect(errorToLog("a string")).toBe("a string");
  });
});

describe("an error page's sentence for a refusal", () => {
  it("says React Router's refusals in plain words, never its text naming routes", () => {
    expect(refusalMessage(noAction())).toBe("This page does not take that request: use the page's own buttons and links.");
    expect(refusalMessage(new ErrorResponse(400, "Bad Request", new Error("Unable to encode submission body"), true))).toBe(
      "This request could not be read.",
    );
  });

  it("shows a route's own words, and nothing for a server error or a thrown Error", () => {
    expect(refusalMessage(new ErrorResponse(403, "Forbidden", "Only an owner can do this."))).toBe("Only an owner can do this.");
    expect(refusalMessage(new ErrorResponse(405, "", "Send this as a POST."))).toBe("Send this as a POST.");
    expect(refusalMessage(new ErrorResponse(500, "", "Database down"))).toBeNull();
    expect(refusalMessage(new Error("x"))).toBeNull();
    expect(refusalMessage(data("x", { status: 400 }))).toBeNull();
  });
});
