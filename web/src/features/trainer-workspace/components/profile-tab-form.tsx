import { Button, SimpleGrid, Stack } from '@chakra-ui/react';
import { Input } from '../../../components/ui/chakra/input';
import { Textarea } from '../../../components/ui/chakra/textarea';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  CITIES,
  PROFILE_MESSAGES,
  SPECIALIZATIONS,
  dashboardProfileSchema,
  type DashboardProfile,
} from '@skillsetu/domain';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { notify } from '../../../components/ui/notify';
import { FormField } from './form-field';
import { FormSection } from './form-section';
import { OptionSelect } from './option-select';

/**
 * The dashboard profile tab's form (docs/product.md#trainer-dashboard): Full Name, Email, Phone, City, Specialization and
 * Bio are starred and enforced ('Missing Information' otherwise). onSave must not wait for the
 * server (docs/architecture.md#decision-3); `photo` renders the Profile Picture section.
 */
export function ProfileTabForm({
  initial,
  onSave,
  photo,
}: {
  initial: DashboardProfile;
  onSave: (values: DashboardProfile) => void;
  photo?: ReactNode;
}) {
  const { register, handleSubmit, formState } = useForm<DashboardProfile>({
    resolver: zodResolver(dashboardProfileSchema),
    defaultValues: initial,
  });
  const err = formState.errors;
  const submit = handleSubmit(onSave, () => notify(PROFILE_MESSAGES.missingInformation, 'error'));
  const cityOptions =
    CITIES.includes(initial.city as (typeof CITIES)[number]) || !initial.city ? CITIES : [initial.city, ...CITIES];
  return (
    <form onSubmit={submit} noValidate aria-label="Edit profile">
      <Stack gap="4">
        <FormSection title="Personal Information">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormField label="Full Name" required error={err.full_name?.message}>
              <Input {...register('full_name')} autoComplete="name" />
            </FormField>
            <FormField label="Email" required error={err.email?.message}>
              <Input type="email" {...register('email')} autoComplete="email" />
            </FormField>
            <FormField label="Phone" required error={err.phone?.message}>
              <Input type="tel" {...register('phone')} autoComplete="tel" />
            </FormField>
            <FormField label="City" required error={err.city?.message}>
              <OptionSelect options={cityOptions} placeholder="Select your city" {...register('city')} />
            </FormField>
          </SimpleGrid>
        </FormSection>
        <FormSection title="Professional Information">
          <FormField label="Specialization" required error={err.specialization?.message}>
            <OptionSelect
              options={SPECIALIZATIONS}
              placeholder="Select specialization"
              {...register('specialization')}
            />
          </FormField>
          <FormField
            label="Bio"
            required
            error={err.bio?.message}
            helper="Your bio is shown to students on your profile."
          >
            <Textarea rows={5} {...register('bio')} />
          </FormField>
        </FormSection>
        {photo && <FormSection title="Profile Picture">{photo}</FormSection>}
        <Button type="submit" colorPalette="blue" alignSelf="start">
          Save Profile
        </Button>
      </Stack>
    </form>
  );
}
