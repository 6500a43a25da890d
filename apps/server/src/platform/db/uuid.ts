const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a value can be compared with a uuid column (PostgreSQL refuses anything else with an error). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
