import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("study/:code", "routes/guide.tsx"),
  route("countries/:code/schools", "routes/schools.tsx"),
  route("schools/:id", "routes/school.tsx"),
  route("ranking_list", "routes/ranking.tsx"),
  route("student_list", "routes/student-list.tsx"),
  route("testimonials", "routes/testimonials.tsx"),
  route("shortlist", "routes/shortlist.tsx"),
  route("404", "routes/not-found.tsx"),
  route("500", "routes/server-error.tsx"),
  route("*", "routes/not-found.tsx", { id: "routes/catch-all" }),
] satisfies RouteConfig;
