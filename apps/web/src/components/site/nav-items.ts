import type { UserType } from '@angelbridge/contracts';
import type { Session } from '../../lib/session';

/** §2's main entries, in the header, the mobile menu and the footer alike. */
export const MAIN_NAV = [
  { label: 'Home', to: '/' },
  { label: 'Invest', to: '/invest' },
  { label: 'Funding', to: '/funding' },
  { label: 'Scout', to: '/scout' },
  { label: 'About Us', to: '/about-us' },
] as const;

/** The Scout menu (§2 route table: /scout?type=investor, /scout?type=entrepreneur). */
export const SCOUT_NAV = [
  { label: 'Investors', to: '/scout?type=investor' },
  { label: 'Entrepreneurs', to: '/scout?type=entrepreneur' },
] as const;

export const CONTACT_PATH = '/contact-us-page';

export const PROFILE_PATH: Record<UserType, string> = {
  entrepreneur: '/profile-entrepreneur',
  investor: '/profile-investor',
};

/** The avatar menu's links (§2): My Pitches only for entrepreneurs. */
/** The signed-in person's own password page (the avatar menu, the mobile menu and the profile pages link it). */
export const CHANGE_PASSWORD_PATH = '/profile/password';

export function accountLinks(userType: UserType) {
  return [
    { label: 'My Profile', to: PROFILE_PATH[userType] },
    ...(userType === 'entrepreneur' ? [{ label: 'My Pitches', to: '/pitchlist' }] : []),
    { label: 'Contact Requests', to: '/pitchrequest' },
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
