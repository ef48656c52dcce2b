import { Badge, Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { Card } from '../../../components/ui/chakra/card';
import { Field } from '../../../components/ui/chakra/field';
import { Input } from '../../../components/ui/chakra/input';
import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_MESSAGES, profileEditSchema, type Profile, type ProfileEdit } from '@skillsetu/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { notify } from '../../../components/ui/notify';

const ROLE_LABEL = { learner: 'Learner', trainer: 'Trainer', admin: 'Admin' } as const;

function defaultsOf(profile: Profile | null): ProfileEdit {
  return { full_name: profile?.full_name ?? '', phone: profile?.phone ?? '', city: profile?.city ?? '' };
}

/**
 * My Profile's details (docs/product.md#accounts-and-roles): full name, phone and city editable (Edit / Save / Cancel);
 * email read-only ('Email cannot be changed'); role badge. Toasts 'Profile updated successfully' /
 * 'Update failed' (docs/product.md#accounts-and-roles).
 */
export function ProfileDetailsCard({ profile, email }: { profile: Profile | null; email: string }) {
  const [editing, setEditing] = useState(false);
  const { register, handleSubmit, formState, reset } = useForm<ProfileEdit>({
    resolver: zodResolver(profileEditSchema),
    values: defaultsOf(profile),
  });
  const errors = formState.errors;

  const onSubmit = async (values: ProfileEdit) => {
    try {
      const { updateMyProfile } = await import('../api/update-profile');
      await updateMyProfile(values);
      notify(AUTH_MESSAGES.profileUpdated, 'success');
      setEditing(false);
    } catch (err) {
      notify({ ...AUTH_MESSAGES.updateFailed, description: (err as Error).message }, 'error');
    }
  };
  const onInvalid = () =>
    notify(
      {
        ...AUTH_MESSAGES.updateFailed,
        description: 'Please enter your full name (phone up to 20, city up to 60 characters).',
      },
      'error',
    );

  return (
    <Card.Root>
      <Card.Header>
        <HStack justify="space-between" wrap="wrap" gap="2">
          <HStack gap="3">
            <Heading as="h2" size="lg">
              Personal Information
            </Heading>
            <Badge colorPalette={profile?.user_type === 'trainer' ? 'purple' : 'blue'} data-testid="role-badge">
              {ROLE_LABEL[profile?.user_type ?? 'learner']}
            </Badge>
          </HStack>
          {!editing && (
            <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
              Edit
            </Button>
          )}
        </HStack>
      </Card.Header>
      <Card.Body>
        <form noValidate onSubmit={handleSubmit(onSubmit, onInvalid)} aria-label="Edit profile">
          <Stack gap="4">
            <Field.Root invalid={!!errors.full_name} disabled={!editing}>
              <Field.Label>Full Name</Field.Label>
              <Input autoComplete="name" {...register('full_name')} readOnly={!editing} />
              <Field.ErrorText>Please enter your full name.</Field.ErrorText>
            </Field.Root>
            <Field.Root>
              <Field.Label>Email</Field.Label>
              <Input value={email} readOnly disabled />
              <Field.HelperText>{AUTH_MESSAGES.emailCannotBeChanged}</Field.HelperText>
            </Field.Root>
            <Field.Root invalid={!!errors.phone} disabled={!editing}>
              <Field.Label>Phone</Field.Label>
              <Input type="tel" autoComplete="tel" {...register('phone')} readOnly={!editing} />
            </Field.Root>
            <Field.Root invalid={!!errors.city} disabled={!editing}>
              <Field.Label>City</Field.Label>
              <Input autoComplete="address-level2" {...register('city')} readOnly={!editing} />
            </Field.Root>
            {editing && (
              <HStack gap="3">
                <Button type="submit" colorPalette="blue" loading={formState.isSubmitting} loadingText="Saving...">
                  Save
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  onClick={() => {
                    reset(defaultsOf(profile));
                    setEditing(false);
                  }}
                >
                  Cancel
                </Button>
              </HStack>
            )}
            {!profile && (
              <Text fontSize="sm" color="fg.muted">
                Your profile is still being set up.
              </Text>
            )}
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
