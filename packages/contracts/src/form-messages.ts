import { JSON_MAX_DEPTH, JSON_MAX_ITEMS } from './json-bounds.js';
import { thousands } from './thousands.js';

/**
 * The texts of the forms and of the checks behind them (spec §5), one section per form. Spread into
 * `messages` (messages.ts), which is what code imports.
 */
export const formMessages = {
  login: {
    emailRequired: 'Email is required.',
    emailInvalid: 'Invalid email address.',
    passwordRequired: 'Password is required.',
    passwordMin: 'Password must be at least 6 characters long.',
  },

  signup: {
    firstNameRequired: 'Required',
    lastNameRequired: 'Required',
    emailRequired: 'Required',
    emailInvalid: 'Invalid E-mail',
    mobileRequired: 'Required phone number',
    mobileInvalid: 'Phone number may contain only digits, at most 15.', // not in spec
    countryRequired: 'Did not select a country',
    passwordRequired: 'Required',
    confirmPasswordRequired: 'Required',
    passwordMismatch: 'Password does not match.',
    userTypeInvalid: "User type must be 'entrepreneur' or 'investor'.", // not in spec
  },

  /** The strong rule shared by sign-up, reset and change password. */
  password: {
    min: 'Password must be at least 8 characters long',
    // not in spec: bcrypt reads 72 bytes and ignores the rest, so a longer password is refused, not cut
    max: 'Password must be at most 72 bytes long (accented letters and emoji count as 2 to 4).',
    uppercase: 'Password must include at least one uppercase letter',
    lowercase: 'Password must include at least one lowercase letter',
    number: 'Password must include at least one number',
    // the spec's message named only @$!%*?&; any symbol counts now, so the list reads as examples
    special: 'Password must include at least one special character (such as @$!%*?&#)',
  },

  /** Hardening answers (none in the spec). */
  security: {
    badCharacters: 'Text may not contain NUL characters or broken Unicode.',
    unsupportedCharset: 'Unsupported character set; send UTF-8.',
    jsonTooDeep: `The request is nested too deeply (at most ${JSON_MAX_DEPTH} levels).`,
    jsonTooManyItems: `The request has too many values (at most ${thousands(JSON_MAX_ITEMS)} keys and list items in all).`,
    requestTooLarge: 'The request is too large.',
    codesPaused: 'Too many wrong codes. Use the link in the e-mail we sent you.',
    /** The same for a signed-in change, whose mail has no link. */
    codesPausedNoLink: 'Too many wrong codes. Please try again tomorrow.',
    linkInvalid: 'This link has expired or was already used. Please ask for a new code.',
    signedOut: 'Signed out.',
    signedOutEverywhere: 'Signed out on every device.',
    loginLocked:
      'Too many failed sign-ins for this account. Sign in from a device you have signed in from before, or reset your password by e-mail (Forgot password?). Otherwise, try again later.',
    loginAddressLimited:
      'Too many failed sign-ins from your network. Sign in from a device you have signed in from before, reset your password by e-mail (Forgot password?), or try again later.',
    passwordTooCommon: 'This password is too common. Choose one that is harder to guess.',
  },

  otp: {
    invalid: 'OTP must be exactly 4 digits.', // spec gives the rule, not the words
    actionInvalid: "Action must be 'register', 'forget_password', 'update_email' or 'update_mobile_number'.", // not in spec
    purposeInvalid:
      "Purpose must be 'register', 'forget_password', 'update_email' or 'update_mobile_number'.", // not in spec
  },

  resetPassword: {
    passwordRequired: 'Password is required',
    confirmRequired: 'Confirm Password is required',
    mismatch: 'Passwords do not match',
  },

  changePassword: {
    currentRequired: 'Current password is required.',
    newRequired: 'New password is required.', // not in spec
    confirmRequired: 'Please confirm your new password.',
    mismatch: 'Passwords do not match.',
  },

  /** Profile fields both kinds share (completion and edit). */
  profile: {
    firstNameRequired: 'First name is required.', // not in spec
    lastNameRequired: 'Last name is required.', // not in spec
    countryRequired: 'Country is required.', // not in spec
    stateRequired: 'State is required.', // not in spec
    cityRequired: 'City is required.', // not in spec
    linkedinInvalid: 'Please enter a valid LinkedIn profile URL.',
    desiredProjectRequired: 'Please select at least one desired project.', // not in spec
    userTypeInvalid: "User type must be 'entrepreneur' or 'investor'.", // not in spec
  },

  entrepreneurProfile: {
    bioRequired: 'Bio is required.', // not in spec
    bioMin: 'Bio must be at least 10 characters.',
    archeTypeRequired: 'Archetype is required.', // not in spec
    experienceInvalid: 'Choose your years of experience, from 1 to 50.', // not in spec
    certificationMax: 'Achievements and certifications must be at most 500 characters.', // not in spec
    achievementMax: 'What you hope to achieve must be at most 1000 characters.', // not in spec
    skillsRequired: 'Please select at least one skill.', // not in spec
    newSkillInvalid: 'A custom skill must be 1 to 50 characters.', // not in spec
    typeBusinessInvalid: 'Please choose a type of business from the list.', // not in spec
    otherTypeBusinessRequired: 'Please enter your type of business.', // not in spec
    almaMasterRequired: 'Alma mater is required.', // not in spec
    otherAlmaMasterRequired: 'Please enter your alma mater.', // not in spec
  },

  investorProfile: {
    bioRequired: 'Bio is required.', // not in spec
    companyRequired: 'Company name is required.', // not in spec
    investmentRangeRequired: 'Minimum and maximum investment are required.', // not in spec
    minInvestmentRequired: 'Minimum investment is required.', // not in spec
    maxInvestmentRequired: 'Maximum investment is required.', // not in spec
    investmentInvalid: 'Investment must be a whole number of at least 0.', // not in spec
    minAboveMax: 'Minimum investment cannot be greater than maximum investment.',
    expertiseRequired: 'Please select at least one expertise.', // not in spec
  },

  profilePhoto: {
    type: 'Invalid file type. Please upload a JPG, JPEG, or PNG file.',
    size: 'File size should not exceed 5MB.', // not in spec
  },

  overview: {
    nameOfCompanyRequired: 'Name of company is required.',
    locationRequired: 'Location is required.',
    nameOfPitchRequired: 'Name of pitch is required.',
    shortSummaryRequired: 'Short summary is required.',
    highlightRequired: 'Highlights are required.',
    projectTypeRequired: 'Project Type is required.',
    coverType: 'Invalid file type. Please upload a JPG, PNG or WebP image.', // not in spec
    coverSize: 'File size should not exceed 5MB.', // not in spec
    coverUnreadable: 'This image could not be read. Please upload another JPG, PNG or WebP image.', // not in spec
  },

  pitchDetails: {
    wowFactorRequired: 'Wow Factor is required.',
    whyInventRequired: 'Why Invest is required.',
    targetRequired: 'Target is required.',
    minPerInvestorRequired: 'Minimum per investor is required.',
    minAboveTarget: 'Minimum per investor cannot be greater than the target.',
    amountInvalid: 'Amounts must be whole numbers of at most 1,000,000,000,000.', // not in spec
  },

  teamMember: {
    nameRequired: 'Name is required.',
    emailRequired: 'Email is required.',
    emailInvalid: 'Invalid email format.',
    mobileRequired: 'Mobile number is required.',
    mobileInvalid: "Mobile number may contain only digits and a leading '+', at most 15 characters.", // not in spec
    positionRequired: 'Position is required.',
    bioRequired: 'Bio is required.',
    photoType: 'Invalid file type. Please upload a JPG, JPEG, or PNG file.',
    photoSize: 'File size should not exceed 5MB.', // not in spec
    stepRequired: 'Please add at least one team member before proceeding.',
  },

  documents: {
    stepRequired: 'Please add at least one document before proceeding.',
    type: 'Invalid file type. Please upload a PDF, JPG, JPEG, or PNG file.', // not in spec
    size: 'File size should not exceed 10MB.', // not in spec for documents; same words as the contact form
    tooMany: 'At most 10 documents per pitch.', // not in spec
    unknown: 'This document is not one of the pitch’s stored documents.', // not in spec
  },

  /** Issue 12: documents for approved investors only, opened through short-lived signed links. */
  dataRoom: {
    documentNotFound: 'Document not found.', // not in spec
    approvedOnly: 'This document is for approved investors only. Request access to open it.', // not in spec
    madeLocked: 'The document is now for approved investors only.', // not in spec
    madePublic: 'The document is now public.', // not in spec
    linkInvalid: 'This link is not valid. Open the document again from the pitch page.', // not in spec
    linkExpired: 'This link has expired. Open the document again from the pitch page.', // not in spec
    linkForAnother: 'This link was made for another account. Open the document from the pitch page.', // not in spec
    accessEnded: 'Your access to this document has ended. Request access again from the pitch page.', // not in spec
  },

  milestones: {
    nameRequired: 'Milestone is required.',
    descriptionRequired: 'Description is required.',
    targetDateRequired: 'Target date is required.',
    targetDateInvalid: 'Target date must be a valid date (YYYY-MM-DD).', // not in spec
    stepRequired: 'Please add at least one milestone before proceeding.',
  },
} as const;
