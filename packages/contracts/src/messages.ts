import { formMessages } from './form-messages.js';
import { GENERIC_ERROR_MESSAGE } from './generic-error.js';
import { CONTACT_NOTE_MAX } from './limits.js';

/**
 * Every text a user can read that the API or a form produces: spec §5 (validation), §8 (errors, toasts,
 * empty states) and the few texts of §2 that behave like messages. Spec texts are kept word for word
 * (plain misspellings corrected: Moble, milstone, constrcution). Texts the spec does not word are marked
 * `// not in spec`; the ones only the server produces live in `server`.
 */
export const messages = {
  ...formMessages,

  contactRequests: {
    pitchIdRequired: 'Pitch id is required when get_all is false.', // not in spec
    statusInvalid: "Status must be 'allow' or 'deny'.", // not in spec
    noPitch: 'No Pitch Available',
    fetchFailed: 'An error occurred while fetching data.',
    noteTooLong: `The note must be at most ${CONTACT_NOTE_MAX} characters.`, // not in spec
    reasonTooLong: `The reason must be at most ${CONTACT_NOTE_MAX} characters.`, // not in spec
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
    generic: GENERIC_ERROR_MESSAGE,
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
    multipartRequired: 'This call takes multipart/form-data.', // not in spec
    unknownCall: 'There is no such call.', // not in spec
    unexpectedFile: 'This call does not take a file in that field.', // not in spec
    invalidApiKey: 'Invalid API key.',
    unauthorized: 'Unauthorized.',
    sessionExpired: 'Your session has expired. Please log in again.',
    forbidden: 'You do not have access to this.',
    notFound: 'Not found.',
    userNotFound: 'User not found.',
    pitchNotFound: 'Pitch not found.',
    pitchHasAgreements:
      'This pitch has agreements with investors, so it cannot be deleted. Hide it instead, or void its unsigned agreements first.',
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
