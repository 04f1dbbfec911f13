/**
 * The embedded web chat (loaded on demand by ChatLauncher): the shopper writes to the dealer, leaves a name,
 * mobile and email, and the conversation goes to the dealer as a lead (POST /api/chat, kind "chat"). Nothing
 * pretends to be a person typing: the replies say plainly that the team answers by phone or email.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useOptionalSite } from "~/app/site-context";
import { CHAT_MAX_MESSAGES, CHAT_MESSAGE_MAX_LENGTH, chatTranscript } from "~/domain/forms/chat";
import type { ChatAnswer } from "./chat-action.server";
import type { ChatContext } from "./chat-providers";

export type EmbeddedChatProps = { context: ChatContext; onClose: () => void };

type Line = { from: "dealer" | "shopper"; text: string };
type Step = "chat" | "details" | "sending" | "sent";

const newKey = () =>
  typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : `chat-${Date.now()}-${Math.random()}`;

export function EmbeddedChat({ context, onClose }: EmbeddedChatProps) {
  const site = useOptionalSite();
  const termsRequired = site?.settings.forms.termsRequired ?? false;
  const titleId = useId();
  const [lines, setLines] = useState<Line[]>(() => [
    { from: "dealer", text: context.greeting },
    ...(context.car ? [{ from: "dealer" as const, text: `You're asking about the ${context.car.name}.` }] : []),
  ]);
  const [draft, setDraft] = useState("");
  const [step, setStep] = useState<Step>("chat");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [key] = useState(newKey);
  const input = useRef<HTMLTextAreaElement>(null);
  const log = useRef<HTMLOListElement>(null);

  useEffect(() => input.current?.focus(), []);
  useEffect(() => {
    log.current?.lastElementChild?.scrollIntoView({ block: "nearest" });
  }, [lines]);

  const shopperMessages = lines.filter((l) => l.from === "shopper").map((l) => l.text);

  function send(event: FormEvent) {
    event.preventDefault();
    const text = draft.trim().slice(0, CHAT_MESSAGE_MAX_LENGTH);
    if (!text || shopperMessages.length >= CHAT_MAX_MESSAGES) return;
    setDraft("");
    setLines((ls) => [
      ...ls,
      { from: "shopper", text },
      ...(step === "chat"
        ? [{ from: "dealer" as const, text: "Thanks! So the right person can reply, leave your name, mobile and email below." }]
        : []),
    ]);
    if (step === "chat") setStep("details");
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const name = String(form.get("name") ?? "").trim();
    setStep("sending");
    setErrors({});
    setFormError(null);
    try {
      const response = await fetch("/api/chat", {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({
          name,
          phone: form.get("phone"),
          email: form.get("email"),
          message: chatTranscript(name || "Shopper", shopperMessages),
          ...(context.car ? { car_id: context.car.id } : {}),
          ...(termsRequired ? { terms_conditions: form.get("terms_conditions") === "on" } : {}),
          page_id: context.pageUrl.slice(0, 200),
          idempotency_key: key,
        }),
      });
      const answer = (await response.json().catch(() => ({ ok: false }))) as ChatAnswer;
      if (answer.ok) {
        setStep("sent");
        setLines((ls) => [
          ...ls,
          {
            from: "dealer",
            text: `Thanks ${name.split(" ")[0]}. Your message is with the ${context.siteName} team and we'll be in touch shortly.`,
          },
        ]);
        return;
      }
      const fieldErrors = Object.fromEntries(
        Object.entries(answer.fieldErrors ?? {}).flatMap(([field, messages]) => (messages?.[0] ? [[field, messages[0]]] : [])),
      );
      setErrors(fieldErrors);
      setFormError(answer.formError ?? (Object.keys(fieldErrors).length ? null : "An error occurred when submitting this form"));
    } catch {
      setFormError("An error occurred when submitting this form");
    }
    setStep("details");
  }

  const field = (name: string, label: string, type: string, autoComplete: string) => (
    <div>
      <label htmlFor={`chat-${name}`} className="block text-sm font-semibold">
        {label}
      </label>
      <input
        id={`chat-${name}`}
        name={name}
        type={type}
        autoComplete={autoComplete}
        required
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `chat-${name}-error` : undefined}
        className="mt-1 w-full rounded-brand border border-black/30 px-3 py-2"
      />
      {errors[name] && (
        <p id={`chat-${name}-error`} className="mt-1 text-sm text-red-700">
          {errors[name]}
        </p>
      )}
    </div>
  );

  return (
    <section
      role="dialog"
      aria-labelledby={titleId}
      data-testid="chat-panel"
      onKeyDown={(e) => e.key === "Escape" && onClose()}
      className="fixed inset-x-0 bottom-0 z-50 flex max-h-[85vh] flex-col rounded-t-brand border border-black/15 bg-surface text-ink shadow-2xl sm:inset-x-auto sm:bottom-4 sm:right-4 sm:w-96 sm:rounded-brand"
    >
      <header className="flex items-center justify-between gap-2 rounded-t-brand bg-brand px-4 py-3 text-brand-contrast">
        <h2 id={titleId} className="font-bold">
          Chat with {context.siteName}
        </h2>
        <button type="button" onClick={onClose} aria-label="Close chat" className="min-h-11 min-w-11 rounded-full text-xl">
          ×
        </button>
      </header>
      <ol ref={log} aria-live="polite" className="flex-1 space-y-2 overflow-y-auto p-4" data-testid="chat-log">
        {lines.map((line, i) => (
          <li
            key={i}
            className={`max-w-[85%] rounded-brand px-3 py-2 text-sm ${line.from === "shopper" ? "ml-auto bg-accent text-accent-contrast" : "bg-surface-alt"}`}
          >
            <span className="sr-only">{line.from === "shopper" ? "You: " : `${context.siteName}: `}</span>
            {line.text}
          </li>
        ))}
      </ol>
      {(step === "details" || step === "sending") && (
        <form onSubmit={submit} className="space-y-3 border-t border-black/10 p-4" noValidate>
          {field("name", "Name", "text", "name")}
          {field("phone", "Mobile", "tel", "tel")}
          {field("email", "Email", "email", "email")}
          {termsRequired && (
            <label className="flex items-start gap-2 text-sm">
              <input type="checkbox" name="terms_conditions" required className="mt-1" />
              <span>
                I agree to the <a href="/terms-and-conditions">terms of use</a>.
              </span>
            </label>
          )}
          {formError && (
            <p role="alert" className="text-sm text-red-700">
              {formError}
            </p>
          )}
          <button
            type="submit"
            disabled={step === "sending"}
            className="w-full rounded-brand bg-accent px-4 py-2 font-semibold text-accent-contrast disabled:opacity-60"
          >
            {step === "sending" ? "Sending…" : "Send to our team"}
          </button>
        </form>
      )}
      {step !== "sent" && (
        <form onSubmit={send} className="flex gap-2 border-t border-black/10 p-3">
          <label htmlFor="chat-message" className="sr-only">
            Your message
          </label>
          <textarea
            id="chat-message"
            ref={input}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter" && !e.shiftKey) send(e);
            }}
            rows={2}
            maxLength={CHAT_MESSAGE_MAX_LENGTH}
            placeholder="Type your message"
            className="min-w-0 flex-1 resize-none rounded-brand border border-black/30 px-3 py-2 text-sm"
          />
          <button type="submit" className="rounded-brand bg-accent px-4 font-semibold text-accent-contrast">
            Send
          </button>
        </form>
      )}
    </section>
  );
}
