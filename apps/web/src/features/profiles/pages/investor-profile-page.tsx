import { lazy, Suspense } from 'react';
import { PhotoNudge } from '../../../components/photo-nudge';
import { loadCertificationForm } from '../../certification/index';
import { useUserDetails } from '../api/get-user-details';
import { EmailSettings } from '../components/email-settings';
import { ProfileEditForm } from '../components/profile-edit-form';
import { investorKind } from '../components/profile-fields/profile-kinds';
import { ProfilePageFrame } from '../components/profile-page-frame';

const CertificationForm = lazy(() => loadCertificationForm().then((m) => ({ default: m.CertificationForm })));

/** /profile-investor; an entrepreneur is sent to /profile-entrepreneur by the route guard. */
export function InvestorProfilePage() {
  const { data, error, isPending, refetch } = useUserDetails();
  const mismatch =
    data && data.user_type !== 'investor' ? new Error('This profile is not an investor profile.') : null;
  return (
    <ProfilePageFrame
      title="Investor profile"
      description="Keep your investor profile up to date."
      loading={isPending}
      error={error ?? mismatch}
      onRetry={() => void refetch()}
    >
      {data?.user_type === 'investor' && (
        <>
          <PhotoNudge where="profile" hasPhoto={Boolean(data.photo)} />
          <ProfileEditForm profile={data} kind={investorKind} />
          <Suspense fallback={null}>
            <CertificationForm />
          </Suspense>
          <EmailSettings userType="investor" />
        </>
      )}
    </ProfilePageFrame>
  );
}
