// The only door into features/profiles for other features and app/ (ARCHITECTURE convention 8).
export { NameContactFields } from './components/profile-fields/name-contact-fields';
export type { ProfileKind } from './components/profile-fields/profile-kinds';
export { entrepreneurKind, investorKind } from './components/profile-fields/profile-kinds';
export type { AccountValues } from './components/profile-fields/profile-values';
