import { PROFILE_MESSAGES, type TrainerProfile } from '@skillsetu/domain';
import { useState } from 'react';
import { notify } from '../../../components/ui/notify';
import { saveAvatarUrl, saveTrainerProfile } from '../api/profile-writes';
import { uploadAvatar } from '../api/upload-avatar';
import { WORKSPACE_TEXT } from '../messages';
import { PhotoPicker } from './photo-picker';
import { ProfileTabForm } from './profile-tab-form';

/**
 * Profile tab: saves to trainer_profiles without waiting for the server ('Profile Updated' at
 * once; 'Update Failed' if the server later refuses). A chosen photo uploads to Storage at once;
 * when Storage is unavailable the trainer sees 'Upload Failed' and nothing else breaks.
 */
export function ProfileTab({ uid, profile }: { uid: string; profile: TrainerProfile }) {
  const [uploading, setUploading] = useState(false);
  const upload = async (file: File | null) => {
    if (!file) return;
    setUploading(true);
    try {
      const url = await uploadAvatar(uid, file);
      saveAvatarUrl(uid, url, true).catch((e: unknown) => {
        console.error('Saving avatar_url failed', e);
        notify(PROFILE_MESSAGES.updateFailed, 'error');
      });
      notify({ title: 'Photo Updated', description: 'Your new photo shows on your profile and card.' }, 'success');
    } catch (e) {
      console.error('Photo upload failed', e);
      notify(WORKSPACE_TEXT.uploadFailed, 'error');
    } finally {
      setUploading(false);
    }
  };
  return (
    <ProfileTabForm
      initial={{
        full_name: profile.full_name,
        email: profile.email,
        phone: profile.phone,
        city: profile.city,
        specialization: profile.specialization,
        bio: profile.bio,
      }}
      onSave={(values) => {
        saveTrainerProfile(uid, values).catch((e: unknown) => {
          console.error('Profile update rejected', e);
          notify(PROFILE_MESSAGES.updateFailed, 'error');
        });
        notify(PROFILE_MESSAGES.updated, 'success');
      }}
      photo={<PhotoPicker file={null} onChange={upload} currentUrl={profile.avatar_url} busy={uploading} />}
    />
  );
}
