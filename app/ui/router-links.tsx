/**
 * React Router's Link, NavLink and Form, without the `data-discover` attribute React Router writes on each by default.
 * Every route module is known from the first page (route discovery "initial", react-router.config.ts), so the attribute
 * only added bytes (~1.4 KB of a search page's HTML, ADR 057). Lint sends every import of these three here.
 */
import type { ComponentProps } from "react";
import { Form as RouterForm, Link as RouterLink, NavLink as RouterNavLink } from "react-router";

export function Link(props: ComponentProps<typeof RouterLink>) {
  return <RouterLink discover="none" {...props} />;
}

export function NavLink(props: ComponentProps<typeof RouterNavLink>) {
  return <RouterNavLink discover="none" {...props} />;
}

export function Form(props: ComponentProps<typeof RouterForm>) {
  return <RouterForm discover="none" {...props} />;
}
