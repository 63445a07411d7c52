import type { Route } from "./+types/render-check";

/**
 * `/healthz/render`: the smallest document React Router renders on this server (no database,
 * no site layout). A check that server rendering works, and the floor `npm run bench` measures
 * page throughput against (same process, same Hono middleware, same React Router handler).
 */
export const headers: Route.HeadersFunction = () => ({ "X-Robots-Tag": "noindex", "Cache-Control": "no-store" });

export default function RenderCheck() {
  return <p>ok</p>;
}
