/**
 * The numeric public trainer id of a `/trainer/{id}` route parameter, or null when it is not a
 * positive integer. A module of its own: the trainer profile's first read needs only this, not the
 * listing's filters and their option lists (docs/performance.md).
 */
export function parsePublicTrainerId(param: string | undefined): number | null {
  if (!param || !/^\d+$/.test(param)) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
