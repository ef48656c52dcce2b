/** /messages with the composer open for a trainer: `?to={trainerUid}&name={display name}`. */
export function composeUrl(trainerUid: string, trainerName: string): string {
  return `/messages?${new URLSearchParams({ to: trainerUid, name: trainerName }).toString()}`;
}
