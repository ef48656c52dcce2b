import { uploadFile } from '../../../lib/firebase/storage';
import { photoProblem } from '../photo-rules';

/**
 * Uploads a profile photo to avatars/{uid}/{timestamp}.{ext} (the owner-only path storage.rules
 * allows) and returns its download URL. Throws when the file is refused or Storage is unreachable.
 */
export async function uploadAvatar(uid: string, file: File): Promise<string> {
  const problem = photoProblem(file);
  if (problem) throw new Error(problem);
  const ext = file.type === 'image/png' ? 'png' : file.type === 'image/gif' ? 'gif' : 'jpg';
  return uploadFile(`avatars/${uid}/${Date.now()}.${ext}`, file);
}
