import { createContext, useContext } from "react";
import appCssHref from "./app.css?url";

/** The stylesheet's text, given by the production server render; null means link to it instead. */
export const InlineCssContext = createContext<string | null>(null);

const ELEMENT_ID = "app-css";
let cssOnPage: string | null | undefined;

/**
 * In production the stylesheet is inlined (about 8 KB compressed), so a phone on a slow link paints after
 * one response instead of two. The client reads the text back from the page, so hydration and every later
 * render keep the element exactly as the server sent it.
 */
export function AppStyles() {
  const serverCss = useContext(InlineCssContext);
  let css = serverCss;
  if (typeof document !== "undefined") {
    cssOnPage ??= document.getElementById(ELEMENT_ID)?.textContent ?? null;
    css = cssOnPage;
  }
  return css === null ? <link rel="stylesheet" href={appCssHref} /> : <style id={ELEMENT_ID} dangerouslySetInnerHTML={{ __html: css }} />;
}

export { appCssHref };
