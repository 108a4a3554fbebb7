import { JSON_MAX_DEPTH, JSON_MAX_ITEMS } from './json-bounds.js';

/**
 * Every text a user can read that the API or a form produces: spec §5 (validation), §8 (errors, toasts,
 * empty states) and the few texts of §2 that behave like messages. Spec texts are kept word for word
 * (plain misspellings corrected: Moble, milstone, constrcution). Texts the spec does not word are marked
 * `// not in spec`; the ones only the server produces live in `server`.
 */
export const messages = {
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
    special: 'Password must include at least one special character (@$!%*?&)',
  },

  /** Hardening answers (none in the spec). */
  security: {
    badCharacters: 'Text may not contain NUL characters or broken Unicode.',
    unsupportedCharset: 'Unsupported character set; send UTF-8.',
    jsonTooDeep: `The request is nested too deeply (at most ${JSON_MAX_DEPTH} levels).`,
    jsonTooManyItems: `The request has too many values (at most ${JSON_MAX_ITEMS.toLocaleString('en-US')} keys and list items in all).`,
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

  contactRequests: {
    pitchIdRequired: 'Pitch id is required when get_all is false.', // not in spec
    statusInvalid: "Status must be 'allow' or 'deny'.", // not in spec
    noPitch: 'No Pitch Available',
    fetchFailed: 'An error occurred while fetching data.',
    noteTooLong: 'The note must be at most 500 characters.', // not in spec
    reasonTooLong: 'The reason must be at most 500 characters.', // not in spec
    expiryInvalid: 'Expiry must be 30 days, 90 days or none.', // not in spec
    alreadyRequested: 'You have already asked for access to this pitch.', // not in spec
    deniedCannotBeWithdrawn: 'A denied request cannot be withdrawn.', // not in spec
    withdrawnCannotBeDecided: 'The investor withdrew this request.', // not in spec
    notAllowed: 'You need permission', // spec §2, pitch detail page 5
    tooManyRequests: 'You have sent many requests in a short time. Please try again later.', // not in spec
    unlocked: 'Contact info unlocked.', // not in spec
  },

  notifications: {
    ticketInvalid: 'The notification stream ticket is invalid or expired.', // not in spec
    tooMany: 'At most 100 notifications at once.', // not in spec
    settingsSaved: 'Notification settings saved.', // not in spec
    markedRead: 'Notifications marked as read.', // not in spec
  },

  search: {
    queryRequired: 'Search text is required.', // not in spec
    queryTooLong: 'Search text must be at most 100 characters.', // not in spec
    typeInvalid: "Type must be 'investor' or 'entrepreneur'.", // not in spec
  },

  contactUs: {
    nameRequired: 'Name is required.', // not in spec
    emailRequired: 'Email is required.', // not in spec
    emailInvalid: 'Invalid email address.', // not in spec
    roleRequired: 'Role is required.', // not in spec
    subjectRequired: 'Subject is required.', // not in spec
    messageRequired: 'Message is required.', // not in spec
    contactMeRequired: 'Please confirm if you’d like us to contact you',
    fileSize: 'File size should not exceed 10MB.',
    fileType: 'Invalid file type. Please upload a PDF, PPT or DOC file.', // not in spec
  },

  errors: {
    generic: 'Something went wrong, please try again later or contact support.',
    timedOut: 'Timed out.',
    title: 'Error',
    unexpected: 'An unexpected error occurred.',
    unexpectedTryAgain: 'An unexpected error occurred. Please try again.',
    tryAgain: 'An error occurred. Please try again.',
    tryLater: 'Something went wrong. Please try again later.',
    registration: 'Something went wrong. Please try again later or contact support',
    completion: 'Something went wrong, please try again later.',
    contactForm: 'Something went wrong. Please try again later.',
    pageNotFound: '404 PAGE NOT FOUND',
  },

  toasts: {
    loginSuccess: 'Login success!',
    otpSent: 'E-mail OTP sent.',
    passwordChanged: 'Password changed',
    registered: 'Registration successful',
    completeProfile: 'Please complete your profile to proceed.',
  },

  empty: {
    investmentList: 'No investment list available.',
    myInvestments: 'No Investment list available',
    myPitches: 'No Pitch list available',
    similarPitches: 'No similar pitches available.',
    documents: 'No Document Available',
    pitchMilestones: 'No milestones available',
    teamMembers: 'No team members available.',
    milestones: 'No milestone available.',
    contactData: 'No contact data available',
    investors: 'No investors available.',
    expertise: 'No expertise provided',
    skills: 'No skills provided', // not in spec
    country: 'Not Available',
    data: 'No data available',
    bio: 'No bio available',
    name: 'Unknown',
    notApplicable: 'N/A',
    underConstruction: 'Page under construction.',
    guestGreeting: 'Hi, Guest! Please log in to see your profile.',
  },

  /** The wizard's delete confirmations (team member, milestone). */
  dialogs: {
    confirmTitle: 'Are you sure?',
    deleteTeamMember: 'Do you want to delete this team member?',
    deleteMilestone: 'Do you want to delete this milestone?',
    confirm: 'Yes, delete it!',
    cancel: 'No, Cancel',
    deletedTitle: 'Deleted!',
    teamMemberDeleted: 'The team member has been deleted.',
    milestoneDeleted: 'The milestone has been deleted.',
    cancelledTitle: 'Cancelled',
  },

  contactAccess: {
    needPermission: 'You need permission',
    unlock: 'Unlock Contact Info',
  },

  /** Only the server says these; none is worded by the spec. */
  pitchEvents: {
    // not in spec: answers to a beacon nobody reads but a developer with curl
    noVisiblePitch: 'There is no visible pitch with this id.',
    noPublicDocument: 'This is not a public document of the pitch.',
    tabWithDocument: 'A tab view names no document.',
    documentWithTab: 'A document open names no tab or duration.',
    malformedBeacon: 'The event must be JSON text.',
  },
  server: {
    // failures
    invalidInput: 'Please check the highlighted fields.',
    malformedBody: 'The request body could not be read.', // not in spec
    unknownCall: 'There is no such call.', // not in spec
    unexpectedFile: 'This call does not take a file in that field.', // not in spec
    invalidApiKey: 'Invalid API key.',
    unauthorized: 'Unauthorized.',
    sessionExpired: 'Your session has expired. Please log in again.',
    forbidden: 'You do not have access to this.',
    notFound: 'Not found.',
    userNotFound: 'User not found.',
    pitchNotFound: 'Pitch not found.',
    teamMemberNotFound: 'Team member not found.',
    milestoneNotFound: 'Milestone not found.',
    contactRequestNotFound: 'Contact request not found.',
    emailTaken: 'This e-mail is already registered.',
    invalidCredentials: 'Invalid email or password.',
    emailNotVerified: 'Please verify your e-mail first.',
    profileIncomplete: 'Please complete your profile first.',
    profileAlreadyComplete: 'Your profile is already complete.',
    userTypeMismatch: 'User type does not match your account.',
    otpInvalid: 'Invalid or expired code.',
    otpTooManyAttempts: 'Too many attempts. Please request a new code.',
    otpTooSoon: 'Please wait before requesting another code.',
    noPendingChange: 'There is no change waiting for a code.',
    tooManyRequests: 'Too many requests. Please try again later.',
    currentPasswordWrong: 'Current password is incorrect.',
    contactRequestExists: 'You have already asked for access to this pitch.',
    pitchUnavailable: 'This pitch is not available.',
    fileTooLarge: 'File is too large.',
    tooManyFiles: 'Too many files.',
    fileTypeInvalid: 'Unsupported file type.',
    // successes
    ok: 'Success.',
    otpVerified: 'Code verified.',
    resetCodeSent: 'If this e-mail is registered, a code has been sent to it.',
    passwordReset: 'Your password has been reset.',
    profileCompleted: 'Profile completed.',
    profileUpdated: 'Profile updated.',
    verifyNewEmail: 'Profile updated. Enter the code sent to your new e-mail to confirm it.',
    verifyNewMobile: 'Profile updated. Enter the code sent to your e-mail to confirm your new mobile number.',
    emailUpdated: 'E-mail updated.',
    mobileUpdated: 'Mobile number updated.',
    verifyNewEmailAndMobile:
      'Profile updated. Enter the codes sent to your e-mail addresses to confirm your new e-mail and mobile number.',
    pitchSaved: 'Pitch saved.',
    pitchDeleted: 'Pitch deleted.',
    pitchHidden: 'Pitch hidden.',
    pitchShown: 'Pitch shown.',
    contactRequestSent: 'Request sent.',
    contactRequestRevoked: 'Request cancelled.',
    contactRequestAllowed: 'Request allowed.',
    contactRequestDenied: 'Request denied.',
    contactMessageSent: 'Thank you for your message. We will get back to you soon.',
  },
} as const;

export type Messages = typeof messages;
