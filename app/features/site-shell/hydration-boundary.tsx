import { Activity, type ReactNode } from "react";

/**
 * A page section React hydrates and commits on its own. The server's HTML shows at once either way; the
 * boundaries turn one long hydration task into several short ones, so a phone stays responsive (and
 * Total Blocking Time stays low) while a big page comes to life.
 *
 * A visible Activity, not a Suspense boundary: the server always writes its content in place, whereas a
 * large Suspense boundary may be sent out of line and revealed by a script, which a shopper without
 * JavaScript would never see.
 */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  return <Activity mode="visible">{children}</Activity>;
}
