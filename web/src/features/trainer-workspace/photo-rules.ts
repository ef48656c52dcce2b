import { PROFILE_PHOTO } from '@skillsetu/domain';

/** Why a chosen photo is refused in the browser (docs/product.md#trainer-profiles-and-verification: JPG, PNG or GIF, max 2MB); null when acceptable. */
export function photoProblem(file: { type: string; size: number }): string | null {
  if (!(PROFILE_PHOTO.contentTypes as readonly string[]).includes(file.type)) {
    return 'Please choose a JPG, PNG or GIF image.';
  }
  if (file.size >= PROFILE_PHOTO.maxBytes) return 'The photo must be smaller than 2MB.';
  return null;
}
