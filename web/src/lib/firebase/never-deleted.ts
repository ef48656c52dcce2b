/**
 * Keeps what a document listener last saw of documents the rules never delete (conversations): a
 * snapshot that later reports such a document missing is stale, so the last data seen stands. The
 * Firestore emulator can report a document missing after its creation
 * (docs/decisions/287-contact-state-as-queries.md).
 */
export class NeverDeleted<T> {
  private readonly seen = new Map<string, T>();

  /** `data` as the listener reports it for `path` (undefined: missing) → the data to show. */
  resolve(path: string, data: T | undefined): T | undefined {
    if (data !== undefined) {
      this.seen.set(path, data);
      return data;
    }
    return this.seen.get(path);
  }
}
