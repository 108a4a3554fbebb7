import { PhotoNudge } from '../../../components/photo-nudge';
import { useUserDetails } from '../api/get-user-details';
import { EmailSettings } from '../components/email-settings';
import { ProfileEditForm } from '../components/profile-edit-form';
import { entrepreneurKind } from '../components/profile-fields/profile-kinds';
import { ProfilePageFrame } from '../components/profile-page-frame';

/** /profile-entrepreneur; an investor is sent to /profile-investor by the route guard. */
export function EntrepreneurProfilePage() {
  const { data, error, isPending, refetch } = useUserDetails();
  const mismatch =
    data && data.user_type !== 'entrepreneur'
      ? new Error('This profile is not an entrepreneur profile.')
      : null;
  return (
    <ProfilePageFrame
      title="Entrepreneur profile"
      description="Keep your entrepreneur profile up to date."
      loading={isPending}
      error={error ?? mismatch}
      onRetry={() => void refetch()}
    >
      {data?.user_type === 'entrepreneur' && (
        <>
          <PhotoNudge where="profile" hasPhoto={Boolean(data.photo)} />
          <ProfileEditForm profile={data} kind={entrepreneurKind} />
          <EmailSettings userType="entrepreneur" />
        </>
      )}
    </ProfilePageFrame>
  );
}
