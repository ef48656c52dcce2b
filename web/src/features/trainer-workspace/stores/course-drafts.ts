import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** The editable fields of a course card as typed (price is text until saved). */
export interface CourseDraft {
  title: string;
  price: string;
  duration: string;
  mode: string;
  batch_size: string;
  prerequisites: string;
  description: string;
}

interface CourseDraftsState {
  /** Unsaved edits per course id (UI state only: the server copy stays the source of truth). */
  drafts: Record<string, CourseDraft>;
  /** Why the last save of a course was rejected (its text is back in drafts). */
  rejected: Record<string, string>;
  /** Sets one field, starting the draft from `base` (the saved course) on the first edit. */
  setField: (id: string, base: CourseDraft, field: keyof CourseDraft, value: string) => void;
  /** Drops a draft (Cancel, or handed to a save). */
  discard: (id: string) => void;
  /** Puts a draft back after the server rejected its save, with the reason. */
  restore: (id: string, draft: CourseDraft, reason: string) => void;
}

/**
 * Unsaved course edits, kept in sessionStorage so a reload or a rejected write never loses what
 * the trainer typed (docs/architecture.md#decision-3 keeps server data out of browser storage; this is only typing).
 */
export const useCourseDrafts = create<CourseDraftsState>()(
  persist(
    (set) => ({
      drafts: {},
      rejected: {},
      setField: (id, base, field, value) =>
        set((s) => ({
          drafts: { ...s.drafts, [id]: { ...(s.drafts[id] ?? base), [field]: value } },
          rejected: omit(s.rejected, id),
        })),
      discard: (id) => set((s) => ({ drafts: omit(s.drafts, id), rejected: omit(s.rejected, id) })),
      restore: (id, draft, reason) =>
        set((s) => ({ drafts: { ...s.drafts, [id]: draft }, rejected: { ...s.rejected, [id]: reason } })),
    }),
    { name: 'skillsetu-course-drafts', storage: createJSONStorage(() => sessionStorage) },
  ),
);

function omit<T>(record: Record<string, T>, key: string): Record<string, T> {
  const rest = { ...record };
  delete rest[key];
  return rest;
}
