const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are uuids; anything else names no photo and never reaches a query. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
