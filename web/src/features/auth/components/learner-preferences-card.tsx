import { Badge, Button, HStack, Heading, Stack, Text, Wrap } from '@chakra-ui/react';
import { Card } from '../../../components/ui/chakra/card';
import { Field } from '../../../components/ui/chakra/field';
import { Input } from '../../../components/ui/chakra/input';
import { NativeSelect } from '../../../components/ui/chakra/native-select';
import { Textarea } from '../../../components/ui/chakra/textarea';
import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_MESSAGES, learnerPreferencesFormSchema, type LearnerPreferencesForm } from '@skillsetu/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { notify } from '../../../components/ui/notify';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { saveLearnerPreferences, useLearnerProfile } from '../api/learner-profile';

const LEVELS = [
  { value: 'beginner', label: 'Beginner' },
  { value: 'intermediate', label: 'Intermediate' },
  { value: 'advanced', label: 'Advanced' },
] as const;

/**
 * Learner preferences on My Profile (docs/product.md#accounts-and-roles): learning goals, experience level, interests from
 * `learner_profiles/{uid}`, editable; when absent, the prompt to complete the learner profile.
 */
export function LearnerPreferencesCard({ uid }: { uid: string }) {
  const prefs = useLearnerProfile(uid);
  const [editing, setEditing] = useState(false);
  const { register, handleSubmit, formState } = useForm<LearnerPreferencesForm>({
    resolver: zodResolver(learnerPreferencesFormSchema),
    values: {
      learning_goals: prefs?.learning_goals ?? '',
      experience_level: prefs?.experience_level ?? 'beginner',
      interests: prefs?.interests.join(', ') ?? '',
    },
  });

  if (prefs === undefined) return <PageSpinner label="Loading preferences..." />;

  const onSubmit = async (values: LearnerPreferencesForm) => {
    try {
      await saveLearnerPreferences(values);
      notify(AUTH_MESSAGES.profileUpdated, 'success');
      setEditing(false);
    } catch (err) {
      notify({ ...AUTH_MESSAGES.updateFailed, description: (err as Error).message }, 'error');
    }
  };
  const onInvalid = () =>
    notify({ ...AUTH_MESSAGES.updateFailed, description: 'Please shorten your goals or interests.' }, 'error');

  return (
    <Card.Root>
      <Card.Header>
        <HStack justify="space-between">
          <Heading as="h2" size="lg">
            Learning Preferences
          </Heading>
          {prefs && !editing && (
            <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
              Edit Preferences
            </Button>
          )}
        </HStack>
      </Card.Header>
      <Card.Body>
        {editing ? (
          <form noValidate onSubmit={handleSubmit(onSubmit, onInvalid)} aria-label="Learning preferences">
            <Stack gap="4">
              <Field.Root invalid={!!formState.errors.learning_goals}>
                <Field.Label>Learning Goals</Field.Label>
                <Textarea {...register('learning_goals')} placeholder="What do you want to learn?" />
              </Field.Root>
              <Field.Root>
                <Field.Label>Experience Level</Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field {...register('experience_level')}>
                    {LEVELS.map((l) => (
                      <option key={l.value} value={l.value}>
                        {l.label}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
              <Field.Root invalid={!!formState.errors.interests}>
                <Field.Label>Interests</Field.Label>
                <Input {...register('interests')} placeholder="e.g. Python, Public Speaking" />
                <Field.HelperText>Separate interests with commas.</Field.HelperText>
              </Field.Root>
              <HStack gap="3">
                <Button type="submit" colorPalette="blue" loading={formState.isSubmitting}>
                  Save Preferences
                </Button>
                <Button type="button" variant="ghost" onClick={() => setEditing(false)}>
                  Cancel
                </Button>
              </HStack>
            </Stack>
          </form>
        ) : prefs ? (
          <Stack gap="3">
            <Text>
              <strong>Learning goals:</strong> {prefs.learning_goals || '—'}
            </Text>
            <Text>
              <strong>Experience level:</strong>{' '}
              {LEVELS.find((l) => l.value === prefs.experience_level)?.label ?? prefs.experience_level}
            </Text>
            <Wrap gap="2" aria-label="Interests">
              {prefs.interests.length === 0 ? (
                <Text color="fg.muted">No interests added yet.</Text>
              ) : (
                prefs.interests.map((i) => <Badge key={i}>{i}</Badge>)
              )}
            </Wrap>
          </Stack>
        ) : (
          <Stack gap="3" align="flex-start">
            <Text color="fg.muted">
              Complete your learner profile so we can suggest the right trainers for your goals.
            </Text>
            <Button colorPalette="blue" onClick={() => setEditing(true)}>
              Complete Learner Profile
            </Button>
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
