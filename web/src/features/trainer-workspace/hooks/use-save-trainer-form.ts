import type { TrainerFormValues } from '@skillsetu/domain';
import { useCallback, useState } from 'react';
import { notify } from '../../../components/ui/notify';
import { createTrainerProfile } from '../api/create-trainer-profile';
import { saveAvatarUrl } from '../api/profile-writes';
import { uploadAvatar } from '../api/upload-avatar';
import { WORKSPACE_TEXT } from '../messages';

/**
 * The form's onSave for a signed-in uid: uploads the optional photo (a failed upload shows
 * 'Upload Failed' and the profile is created without it: Storage may be unavailable), then writes
 * the profile and courses. Rejects when Firestore refuses the profile.
 * `saved` turns true when a save starts (back to false if it fails), so the page does not redirect
 * away as "profile already exists" when its own write lands before the success redirect.
 */
export function useSaveTrainerForm(uid: string | null, page: 'create' | 'onboarding') {
  const [saved, setSaved] = useState(false);
  const save = useCallback(
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
  const onSave = useCallback(
    async (values: TrainerFormValues, photo: File | null) => {
      setSaved(true);
      try {
        await save(values, photo);
      } catch (e) {
        setSaved(false);
        throw e;
      }
    },
    [save],
  );
  return { saved, onSave };
}
