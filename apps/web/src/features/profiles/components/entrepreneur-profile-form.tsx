import {
  type EntrepreneurProfile,
  type UpdatedUserProfile,
  updateEntrepreneurProfileRequest,
} from '@angelbridge/contracts';
import { useForm } from '@mantine/form';
import { EntrepreneurFields } from '../../../components/profile-fields/entrepreneur-fields';
import {
  accountFields,
  type EntrepreneurFormValues,
  entrepreneurFields,
  entrepreneurValues,
} from '../../../components/profile-fields/profile-values';
import { zodFormValidate } from '../../../lib/zod-form';
import type { PendingChange } from './contact-verification-dialog';
import { keepPending } from './keep-pending';
import { ProfileEditForm } from './profile-edit-form';

const toRequest = (values: EntrepreneurFormValues) => ({
  ...entrepreneurFields(values),
  ...accountFields(values),
});

function refill(profile: UpdatedUserProfile, pending: PendingChange[]): EntrepreneurFormValues {
  const values = entrepreneurValues(profile.user_type === 'entrepreneur' ? profile : undefined);
  return keepPending(values, pending);
}

export function EntrepreneurProfileForm({ profile }: { profile: EntrepreneurProfile }) {
  const form = useForm<EntrepreneurFormValues>({
    initialValues: entrepreneurValues(profile),
    validate: zodFormValidate(updateEntrepreneurProfileRequest, toRequest),
  });
  return (
    <ProfileEditForm
      form={form}
      photoUrl={profile.photo}
      initials={`${profile.first_name[0] ?? ''}${profile.last_name[0] ?? ''}`}
      toRequest={toRequest}
      refill={refill}
    >
      <EntrepreneurFields form={form} />
    </ProfileEditForm>
  );
}
