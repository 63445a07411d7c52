import { provideTemplateDatabases } from "./templates";

/** Unit and integration run: one migrated and seeded template database for all test files. */
export default async function setup() {
  return provideTemplateDatabases();
}
