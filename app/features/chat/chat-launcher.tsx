/**
 * The web chat's entry points, on every page of a dealer that switches chat on: a "Chat with us" button and,
 * with `openOnEnquire`, every Enquire button marked `data-chat-enquire` (the vehicle page's). Only this small
 * component ships with the page; the embedded chat's panel is imported on the first open.
 */
import { useCallback, useEffect, useState, type ComponentType } from "react";
import { useOptionalSite } from "~/app/site-context";
import { useHydrated } from "~/app/ui/use-hydrated";
import { hostedChatUrl, loadEmbeddedChat, type ChatContext } from "./chat-providers";
import type { EmbeddedChatProps } from "./embedded-chat";

export function ChatLauncher() {
  const site = useOptionalSite();
  const chat = site?.settings.features.chat;
  const [Panel, setPanel] = useState<ComponentType<EmbeddedChatProps> | null>(null);
  const [context, setContext] = useState<ChatContext | null>(null);
  const [loading, setLoading] = useState(false);
  const hydrated = useHydrated();

  const open = useCallback(
    async (car: ChatContext["car"]) => {
      if (!site || !chat) return;
      const ctx: ChatContext = { siteName: site.name, greeting: chat.greeting, car, pageUrl: window.location.href };
      if (chat.provider === "hosted") {
        const url = hostedChatUrl(chat, ctx);
        if (url) window.open(url, "_blank", "noopener");
        return;
      }
      setContext(ctx);
      if (!Panel) {
        setLoading(true);
        try {
          const mod = await loadEmbeddedChat();
          setPanel(() => mod.EmbeddedChat);
        } finally {
          setLoading(false);
        }
      }
    },
    [site, chat, Panel],
  );

  useEffect(() => {
    if (!chat?.enabled || !chat.openOnEnquire) return;
    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest?.("[data-chat-enquire]");
      if (!button) return;
      event.preventDefault();
      event.stopPropagation();
      const id = Number(button.getAttribute("data-car-id"));
      void open(Number.isInteger(id) && id > 0 ? { id, name: button.getAttribute("data-car-name") ?? "" } : null);
    };
    document.addEventListener("click", onClick, true);
    return () => document.removeEventListener("click", onClick, true);
  }, [chat?.enabled, chat?.openOnEnquire, open]);

  if (!site || !chat?.enabled) return null;
  return (
    <>
      {!(Panel && context) && (
        <button
          type="button"
          onClick={() => void open(null)}
          aria-busy={loading}
          className="chat-launcher"
          data-testid="chat-open"
          data-hydrated={hydrated ? "true" : undefined}
        >
          {loading ? "Opening chat…" : "Chat with us"}
        </button>
      )}
      {Panel && context && <Panel context={context} onClose={() => setContext(null)} />}
    </>
  );
}
