import {
  type InvestorProfile,
  type UpdatedUserProfile,
  updateInvestorProfileRequest,
} from '@angelbridge/contracts';
import { useForm } from '@mantine/form';
import { InvestorFields } from '../../../components/profile-fields/investor-fields';
import {
  accountFields,
  type InvestorFormValues,
  investorFields,
  investorValues,
} from '../../../components/profile-fields/profile-values';
import { zodFormValidate } from '../../../lib/zod-form';
import type { PendingChange } from './contact-verification-dialog';
import { keepPending } from './keep-pending';
import { ProfileEditForm } from './profile-edit-form';

const toRequest = (values: InvestorFormValues) => ({ ...investorFields(values), ...accountFields(values) });

function refill(profile: UpdatedUserProfile, pending: PendingChange[]): InvestorFormValues {
  const values = investorValues(profile.user_type === 'investor' ? profile : undefined);
  return keepPending(values, pending);
}

export function InvestorProfileForm({ profile }: { profile: InvestorProfile }) {
  const form = useForm<InvestorFormValues>({
    initialValues: investorValues(profile),
    validate: zodFormValidate(updateInvestorProfileRequest, toRequest),
  });
  return (
    <ProfileEditForm
      form={form}
      photoUrl={profile.photo}
      initials={`${profile.first_name[0] ?? ''}${profile.last_name[0] ?? ''}`}
      toRequest={toRequest}
      refill={refill}
    >
      <InvestorFields form={form} />
    </ProfileEditForm>
  );
}
