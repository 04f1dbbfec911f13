/** The sign-in page's action: send (or resend) a code, then check it and start a session. */
import { data, redirect, type RouterContextProvider } from "react-router";
import { requireSite, runtimeContext } from "~/server/http/router-context";
import { sessionContext } from "~/app/middleware/session.server";
import { CODE_MESSAGES, SEND_LIMIT_MESSAGES } from "~/domain/auth/code-rules";
import { formatAuMobile } from "~/domain/auth/phone";
import { safePath } from "~/domain/auth/safe-path";
import { fieldErrors } from "~/domain/forms/summary";
import { clientIp } from "~/server/auth/client-ip";
import { readFormBody } from "~/server/http/body-readers";
import { CROSS_SITE_MESSAGE, isSameOrigin } from "~/server/http/same-origin";
import { setSessionCookie } from "~/server/auth/sessions";
import { completeSignIn, requestSignInCode } from "~/server/auth/sign-in";
import { saveCar } from "~/server/watchlist/watchlist";
import { signInFormSchema, type SignInActionData } from "./sign-in-form";
import { parseRecordId } from "~/domain/routing/record-id";

const DELIVERY_FAILED = "We couldn't send the text message just now. Please try again in a minute, or call the dealership.";
const MAX_BODY_BYTES = 16 * 1024;

export async function signInAction(request: Request, context: Readonly<RouterContextProvider>) {
  const site = requireSite(context);
  const runtime = context.get(runtimeContext);
  if (!isSameOrigin(request)) return data<SignInActionData>({ step: "phone", formError: CROSS_SITE_MESSAGE }, { status: 403 });

  const body = await readFormBody(request, { limit: MAX_BODY_BYTES });
  if (!body.ok) return data<SignInActionData>({ step: "phone", formError: body.message }, { status: body.status });
  const fields = body.values;
  const parsed = signInFormSchema.safeParse(fields);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error.issues);
    const atCode = fields.intent === "verify" && !errors.phone;
    return data<SignInActionData>(
      {
        step: atCode ? "code" : "phone",
        phone: atCode ? String(fields.phone) : undefined,
        phoneInput: typeof fields.phone === "string" ? fields.phone.slice(0, 30) : undefined,
        fieldErrors: { ...(errors.phone && { phone: errors.phone }), ...(errors.code && { code: errors.code }) },
        formError: errors.intent ? "Please fill in the form and try again." : undefined,
      },
      { status: 400 },
    );
  }
  const form = parsed.data;

  if (form.intent === "send" || form.intent === "resend") {
    const result = await requestSignInCode(
      { db: runtime.db, keys: runtime.sessionKeys, log: runtime.log, sendSms: (message) => runtime.sms.send(message) },
      {
        site,
        hostname: new URL(request.url).hostname,
        phone: form.phone,
        ip: clientIp(context),
      },
    );
    const step = form.intent === "resend" ? "code" : "phone";
    if (!result.ok && result.reason === "limit") {
      const message = SEND_LIMIT_MESSAGES[result.limit];
      return data<SignInActionData>(
        {
          step,
          phone: form.phone,
          phoneInput: formatAuMobile(form.phone),
          fieldErrors: step === "phone" ? { phone: [message] } : undefined,
          formError: step === "code" ? message : undefined,
        },
        { status: 429 },
      );
    }
    if (!result.ok) {
      return data<SignInActionData>(
        { step, phone: form.phone, phoneInput: formatAuMobile(form.phone), formError: DELIVERY_FAILED },
        { status: 503 },
      );
    }
    return data<SignInActionData>({
      step: "code",
      phone: form.phone,
      notice: `We've sent a 6-digit code to ${formatAuMobile(form.phone)}.`,
    });
  }

  const previousToken = context.get(sessionContext).token;
  const result = await completeSignIn(runtime.db, runtime.sessionKeys, {
    websiteId: site.id,
    phone: form.phone,
    code: form.code,
    previousToken,
  });
  if (!result.ok) {
    const message = result.reason === "wrong" ? CODE_MESSAGES.wrong(result.triesLeft) : CODE_MESSAGES[result.reason];
    return data<SignInActionData>({ step: "code", phone: form.phone, fieldErrors: { code: [message] } }, { status: 400 });
  }

  const destination = safePath(fields.redirect);
  // A signed-out heart click comes back as a saved car: the sign-in finishes the save it started.
  const savedCarId = fields.type === "watchlist" ? parseRecordId(fields.car_id) : null;
  if (savedCarId !== null) {
    await saveCar(runtime.db, { websiteId: site.id, userId: result.userId, carId: savedCarId });
  }
  runtime.log.info({ site: site.slug, user: result.userId }, "signed in");
  return redirect(destination, {
    headers: { "Set-Cookie": await setSessionCookie(runtime.sessionKeys, result.token), "Cache-Control": "no-store" },
  });
}
