import type { UserType } from '@angelbridge/contracts';
import { webPaths } from '@angelbridge/contracts/web-paths';
import { hrefFor } from '../../lib/href-for';
import type { Session } from '../../lib/session';

/** §2's main entries, in the header, the mobile menu and the footer alike. */
export const MAIN_NAV = [
  { label: 'Home', to: webPaths.home },
  { label: 'Invest', to: webPaths.invest },
  { label: 'Funding', to: webPaths.funding },
  { label: 'Scout', to: webPaths.scout },
  { label: 'About Us', to: webPaths.aboutUs },
] as const;

/** The Scout menu (§2 route table: /scout?type=investor, /scout?type=entrepreneur). */
export const SCOUT_NAV = [
  { label: 'Investors', to: hrefFor(webPaths.scout, { type: 'investor' }) },
  { label: 'Entrepreneurs', to: hrefFor(webPaths.scout, { type: 'entrepreneur' }) },
] as const;

export const CONTACT_PATH = webPaths.contactUsPage;

export const PROFILE_PATH: Record<UserType, string> = {
  entrepreneur: webPaths.profileEntrepreneur,
  investor: webPaths.profileInvestor,
};

/** The signed-in person's own password page (the avatar menu, the mobile menu and the profile pages link it). */
export const CHANGE_PASSWORD_PATH = webPaths.profilePassword;

/** The avatar menu's links (§2): My Pitches only for entrepreneurs. */
export function accountLinks(userType: UserType) {
  return [
    { label: 'My Profile', to: PROFILE_PATH[userType] },
    ...(userType === 'entrepreneur' ? [{ label: 'My Pitches', to: webPaths.pitchList }] : []),
    ...(userType === 'investor'
      ? [
          { label: 'My Commitments', to: webPaths.myCommitments },
          { label: 'Portfolio', to: webPaths.portfolio },
          // what the companies report to their investors and followers (issue 34); the bell tells of new ones
          { label: 'Updates', to: webPaths.updates },
          { label: 'Following', to: webPaths.following },
        ]
      : []),
    // both roles sign: the investor first, the founder after (issue 33)
    { label: 'Agreements', to: webPaths.agreements },
    { label: 'Contact Requests', to: webPaths.pitchRequest },
    { label: 'Change Password', to: CHANGE_PASSWORD_PATH },
  ];
}

/** What the header shows of the signed-in person; the user may still be loading. */
export function displayUser(session: Session) {
  const user = session.user;
  const fullName = [user?.first_name, user?.last_name]
    .map((part) => (typeof part === 'string' ? part.trim() : ''))
    .filter(Boolean)
    .join(' ');
  const initials = fullName
    .split(/\s+/)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .slice(0, 2)
    .join('');
  return {
    fullName: fullName || (session.userType === 'investor' ? 'Investor' : 'Entrepreneur'),
    email: typeof user?.email === 'string' ? user.email : '',
    photo: typeof user?.photo === 'string' && user.photo ? user.photo : null,
    initials,
  };
}
