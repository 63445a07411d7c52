import { data } from "react-router";

/** `/500`: the server-error page with status 500 (root ErrorBoundary). */
export function loader() {
  throw data(null, { status: 500 });
}

export default function ServerError() {
  return null;
}
