import { Button, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Input } from '../../../components/ui/chakra/input';
import { Textarea } from '../../../components/ui/chakra/textarea';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  CITIES,
  EXPERIENCE_LEVELS,
  PROFILE_MESSAGES,
  SPECIALIZATIONS,
  TIMINGS,
  emptyTrainerForm,
  trainerFormSchema,
  type TrainerFormInput,
  type TrainerFormValues,
} from '@skillsetu/domain';
import { useEffect, useRef, useState } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { notify } from '../../../components/ui/notify';
import { CourseEntryFields } from './course-entry-fields';
import { FormField } from './form-field';
import { FormSection } from './form-section';
import { OptionSelect } from './option-select';
import { PhotoPicker } from './photo-picker';
import { SkillsInput } from './skills-input';

/** Props of the trainer profile form shared by /trainer-profile-create and /trainer-onboarding. */
export interface TrainerProfileFormProps {
  /** 'create': all five sections; 'onboarding': the simpler post-payment setup (no rate, no media). */
  variant: 'create' | 'onboarding';
  /** docs/product.md#trainer-profiles-and-verification: a signed-out submit shows 'Authentication Error' and saves nothing. */
  signedIn: boolean;
  /** The session's name and email, under the profile's field names. */
  prefill?: { full_name?: string; email?: string };
  /** Persists the profile and courses; rejects on failure. */
  onSave: (values: TrainerFormValues, photo: File | null) => Promise<void>;
  /** Called 1.5 s after a successful save (the pages go to /trainer-dashboard). */
  onDone: () => void;
}

/**
 * The trainer profile form (docs/product.md#trainer-profiles-and-verification): zod-validated; missing full name, email or
 * specialization → 'Missing Information'; success toast then onDone after 1.5 s; failure toast
 * 'Profile Creation Failed' (create) or 'Submission Failed' (onboarding).
 */
export function TrainerProfileForm({ variant, signedIn, prefill, onSave, onDone }: TrainerProfileFormProps) {
  const form = useForm<TrainerFormInput, unknown, TrainerFormValues>({
    resolver: zodResolver(trainerFormSchema),
    defaultValues: emptyTrainerForm(prefill),
  });
  const { register, control, handleSubmit, formState } = form;
  const courses = useFieldArray({ control, name: 'courses' });
  const [photo, setPhoto] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const full = variant === 'create';
  const err = formState.errors;

  const submit = handleSubmit(
    async (values) => {
      if (!signedIn) return notify(PROFILE_MESSAGES.authenticationError, 'error');
      setBusy(true);
      try {
        await onSave(values, photo);
        notify(full ? PROFILE_MESSAGES.created : PROFILE_MESSAGES.setupComplete, 'success');
        timer.current = setTimeout(onDone, TIMINGS.profileCreateRedirectMs);
      } catch (e) {
        console.error('Saving the trainer profile failed', e);
        notify(full ? PROFILE_MESSAGES.creationFailed : PROFILE_MESSAGES.submissionFailed, 'error');
        setBusy(false);
      }
    },
    (errors) => {
      if (!signedIn) return notify(PROFILE_MESSAGES.authenticationError, 'error');
      if (errors.full_name || errors.email || errors.specialization) {
        notify(PROFILE_MESSAGES.missingInformation, 'error');
      } else {
        notify({ title: 'Please check the form', description: 'Some fields need attention.' }, 'error');
      }
    },
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Trainer profile">
      <Stack gap="6">
        <FormSection title="Personal Information">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormField label="Full Name" required error={err.full_name?.message}>
              <Input {...register('full_name')} autoComplete="name" />
            </FormField>
            <FormField label="Email" required error={err.email?.message}>
              <Input type="email" {...register('email')} autoComplete="email" />
            </FormField>
            <FormField label="Phone" error={err.phone?.message}>
              <Input type="tel" {...register('phone')} autoComplete="tel" />
            </FormField>
            <FormField label="City">
              <OptionSelect options={CITIES} placeholder="Select your city" {...register('city')} />
            </FormField>
          </SimpleGrid>
        </FormSection>

        <FormSection title="Professional Background">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormField label="Primary Specialization" required error={err.specialization?.message}>
              <OptionSelect
                options={SPECIALIZATIONS}
                placeholder="Select specialization"
                {...register('specialization')}
              />
            </FormField>
            <FormField label="Experience">
              <OptionSelect options={EXPERIENCE_LEVELS} placeholder="Select experience" {...register('experience')} />
            </FormField>
            <FormField label="Education / Certification">
              <Input {...register('education')} placeholder="e.g. B.Tech, AWS Certified" />
            </FormField>
            <FormField label="Teaching Languages" helper="Separate languages with commas">
              <Input {...register('languages')} placeholder="English, Hindi" />
            </FormField>
            {full && (
              <FormField label="Hourly Rate (₹)" error={err.hourly_rate?.message} helper="Optional">
                <Input type="number" min={0} inputMode="decimal" {...register('hourly_rate')} />
              </FormField>
            )}
          </SimpleGrid>
          <FormField label="Bio">
            <Textarea rows={4} {...register('bio')} placeholder="Tell learners about your teaching" />
          </FormField>
        </FormSection>

        {full && (
          <FormSection title="Media & Location (optional)">
            <PhotoPicker file={photo} onChange={setPhoto} />
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <FormField label="LinkedIn URL" error={err.linkedin_url?.message}>
                <Input type="url" {...register('linkedin_url')} placeholder="https://linkedin.com/in/..." />
              </FormField>
              <FormField label="Portfolio URL" error={err.portfolio_url?.message}>
                <Input type="url" {...register('portfolio_url')} placeholder="https://..." />
              </FormField>
              <FormField label="Intro Video 1" error={err.video_link_1?.message} helper="YouTube or Vimeo link">
                <Input type="url" {...register('video_link_1')} placeholder="https://www.youtube.com/watch?v=..." />
              </FormField>
              <FormField label="Intro Video 2" error={err.video_link_2?.message} helper="YouTube or Vimeo link">
                <Input type="url" {...register('video_link_2')} placeholder="https://vimeo.com/..." />
              </FormField>
              <FormField
                label="Google Maps Link"
                error={err.google_maps_link?.message}
                helper="Where you teach in person"
              >
                <Input type="url" {...register('google_maps_link')} placeholder="https://maps.app.goo.gl/..." />
              </FormField>
            </SimpleGrid>
          </FormSection>
        )}

        <FormSection title="Skills & Expertise">
          <Controller
            control={control}
            name="skills"
            render={({ field }) => <SkillsInput value={field.value} onChange={field.onChange} />}
          />
        </FormSection>

        <FormSection title="Training Programs">
          {variant === 'onboarding' && (
            <Text color="fg.muted" fontSize="sm">
              Only programs with a title and a price are created; you can add more from your dashboard.
            </Text>
          )}
          {courses.fields.map((f, i) => (
            <CourseEntryFields
              key={f.id}
              index={i}
              register={register}
              errors={err.courses?.[i]}
              canRemove={courses.fields.length > 1}
              onRemove={() => courses.remove(i)}
              full={full}
            />
          ))}
          <Button
            type="button"
            variant="outline"
            alignSelf="start"
            onClick={() => courses.append(emptyTrainerForm().courses[0]!)}
          >
            Add Another Program
          </Button>
        </FormSection>

        <Button type="submit" colorPalette="blue" size="lg" loading={busy} loadingText="Saving...">
          {full ? 'Create Profile' : 'Complete Setup'}
        </Button>
      </Stack>
    </form>
  );
}
