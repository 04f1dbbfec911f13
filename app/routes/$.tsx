import { data } from "react-router";

/** Any path no route claims: a real 404 answer, rendered by the root error boundary. */
export async function loader() {
  throw data("Not found", { status: 404 });
}

export default function NotFound() {
  return null;
}
