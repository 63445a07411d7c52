import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("study/:code", "routes/guide.tsx"),
  route("404", "routes/not-found.tsx"),
  route("500", "routes/server-error.tsx"),
  route("*", "routes/not-found.tsx", { id: "routes/catch-all" }),
] satisfies RouteConfig;
