import { createTemplateDatabases, TEMPLATES_ENV } from "~/entry/test-database";

/**
 * For a global setup: builds the run's template databases (migrated; migrated and seeded) with
 * the migrations and seed of this checkout, and hands them to the test workers, whose
 * `createTestDatabase` then copies one instead of migrating. Returns the teardown that drops them.
 */
export async function provideTemplateDatabases(): Promise<() => Promise<void>> {
  const templates = await createTemplateDatabases();
  // Workers start after the global setup and inherit its environment.
  process.env[TEMPLATES_ENV] = JSON.stringify(templates.urls);
  return async () => {
    delete process.env[TEMPLATES_ENV];
    await templates.destroy();
  };
}
