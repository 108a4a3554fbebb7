import { FIELD_LIMITS, MAX_EXPERIENCE_YEARS } from '@angelbridge/contracts';
import { Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { ChipPicker } from '../../../../components/chip-picker';
import { LocationSelect } from '../../../../components/location-select';
import { useAlmaMaters } from '../../../../lib/reference/get-alma-maters';
import { useArcheTypes } from '../../../../lib/reference/get-arche-types';
import { useBusinessTypes } from '../../../../lib/reference/get-business-types';
import { useProjectTypes } from '../../../../lib/reference/get-project-types';
import { useSkills } from '../../../../lib/reference/get-skills';
import { OtherSelect } from './other-select';
import type { EntrepreneurFormValues } from './profile-values';
import { LINKEDIN_PLACEHOLDER, locationBinding } from './shared';
import { SkillsField } from './skills-field';

const EXPERIENCE_CHOICES = Array.from({ length: MAX_EXPERIENCE_YEARS }, (_, i) => {
  const years = String(i + 1);
  return { value: years, label: i === 0 ? '1 year' : `${years} years` };
});

/** Every entrepreneur field of §2 and §3 but the picture and the account fields. */
export function EntrepreneurFields({ form }: { form: UseFormReturnType<EntrepreneurFormValues> }) {
  const archeTypes = useArcheTypes();
  const skills = useSkills();
  const businessTypes = useBusinessTypes();
  const almaMaters = useAlmaMaters();
  const projectTypes = useProjectTypes();
  const location = locationBinding(form);
  const { values, errors } = form;

  return (
    <Stack gap="md">
      <LocationSelect {...location} required />
      <TextInput
        label="LinkedIn profile"
        placeholder={LINKEDIN_PLACEHOLDER}
        type="url"
        autoComplete="url"
        {...form.getInputProps('linkedin_profile')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label="Archetype"
          placeholder={archeTypes.isPending ? 'Loading…' : 'Choose one'}
          data={archeTypes.data ?? []}
          searchable
          required
          {...form.getInputProps('arche_type')}
          value={values.arche_type || null}
          onChange={(value) => form.setFieldValue('arche_type', value ?? '')}
          error={archeTypes.isError ? 'The list could not be loaded.' : errors.arche_type}
        />
        <Select
          label="Professional experience"
          placeholder="Years"
          data={EXPERIENCE_CHOICES}
          required
          {...form.getInputProps('professional_experience')}
          value={values.professional_experience || null}
          onChange={(value) => form.setFieldValue('professional_experience', value ?? '')}
        />
      </SimpleGrid>
      <Textarea
        label="Achievements and certifications"
        autosize
        minRows={2}
        maxLength={FIELD_LIMITS.entrepreneur.certification}
        {...form.getInputProps('certification')}
      />
      <SkillsField
        options={skills.data ?? []}
        loading={skills.isPending}
        loadError={skills.isError}
        skills={values.skills}
        onSkillsChange={(ids) => form.setFieldValue('skills', ids)}
        newSkills={values.new_skills}
        onNewSkillsChange={(names) => form.setFieldValue('new_skills', names)}
        error={errors.skills ?? errors.new_skills}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <OtherSelect
          label="Type of business"
          otherLabel="Your type of business"
          options={businessTypes.data ?? []}
          loading={businessTypes.isPending}
          loadError={businessTypes.isError}
          value={values.type_business}
          onChange={(value) => form.setFieldValue('type_business', value)}
          otherValue={values.other_type_business}
          onOtherChange={(value) => form.setFieldValue('other_type_business', value)}
          error={errors.type_business}
          otherError={errors.other_type_business}
          otherMaxLength={FIELD_LIMITS.entrepreneur.other_type_business}
        />
        <OtherSelect
          label="Alma mater"
          otherLabel="Your alma mater"
          options={almaMaters.data ?? []}
          loading={almaMaters.isPending}
          loadError={almaMaters.isError}
          value={values.alma_master}
          onChange={(value) => form.setFieldValue('alma_master', value)}
          otherValue={values.other_alma_master}
          onOtherChange={(value) => form.setFieldValue('other_alma_master', value)}
          error={errors.alma_master}
          otherError={errors.other_alma_master}
          otherMaxLength={FIELD_LIMITS.entrepreneur.other_alma_master}
          required
        />
      </SimpleGrid>
      <ChipPicker
        label="Desired project"
        description="Pick every kind of project you want to work on."
        options={projectTypes.data ?? []}
        loading={projectTypes.isPending}
        loadError={projectTypes.isError ? 'The list could not be loaded.' : null}
        value={values.desired_project}
        onChange={(ids) => form.setFieldValue('desired_project', ids)}
        error={errors.desired_project}
        required
      />
      <Textarea
        label="What you hope to achieve"
        autosize
        minRows={2}
        maxLength={FIELD_LIMITS.entrepreneur.your_achievement}
        {...form.getInputProps('your_achievement')}
      />
      <Textarea
        label="Bio"
        autosize
        minRows={3}
        maxLength={FIELD_LIMITS.entrepreneur.bio}
        required
        {...form.getInputProps('bio')}
      />
    </Stack>
  );
}
