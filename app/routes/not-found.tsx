import { data } from "react-router";

/** `/404` and every unknown path: status 404 with the not-found page (root ErrorBoundary). */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
