import type { TrainerFormValues } from '@skillsetu/domain';
import { useCallback } from 'react';
import { notify } from '../../../components/ui/notify';
import { createTrainerProfile } from '../api/create-trainer-profile';
import { saveAvatarUrl } from '../api/profile-writes';
import { uploadAvatar } from '../api/upload-avatar';
import { WORKSPACE_TEXT } from '../messages';

/**
 * The form's onSave for a signed-in uid: uploads the optional photo (a failed upload shows
 * 'Upload Failed' and the profile is created without it: Storage may be unavailable), then writes
 * the profile and courses. Rejects when Firestore refuses the profile.
 */
export function useSaveTrainerForm(uid: string | null, page: 'create' | 'onboarding') {
  return useCallback(
    async (values: TrainerFormValues, photo: File | null) => {
      if (!uid) throw new Error('User not authenticated');
      let avatarUrl: string | null = null;
      if (photo) {
        try {
          avatarUrl = await uploadAvatar(uid, photo);
        } catch (e) {
          console.error('Photo upload failed', e);
          notify(WORKSPACE_TEXT.uploadFailed, 'error');
        }
      }
      await createTrainerProfile(uid, values, page, avatarUrl);
      if (avatarUrl) saveAvatarUrl(uid, avatarUrl, false).catch((e) => console.error('Saving avatar_url failed', e));
    },
    [uid, page],
  );
}
