/** The words of admin sign-in and the console shell (areas of the console keep their own beside their calls). */
export const adminMessages = {
  secondFactorSetup: 'Set up your authenticator app to finish signing in.',
  secondFactorCode: 'Enter the code from your authenticator app to finish signing in.',
  secondFactorWrong: 'That code is not right. Check the time on your device and try the current code.',
  secondFactorUsed: 'That code was already used. Wait for the next one.',
  secondFactorInvalid: 'Enter the 6-digit code from your authenticator app.',
  secondFactorAlreadySetUp: 'Your authenticator app is already set up. Enter its code.',
  secondFactorNotSetUp: 'Set up your authenticator app first.',
  secondFactorEmailCode: 'Enter the 6-digit code we e-mailed you when you signed in.',
  secondFactorEmailCodeWrong: 'That is not the code we e-mailed you for this sign-in.',
  signedIn: 'Signed in.',
  idleSignedOut: 'Your admin session ended after 30 minutes without activity. Sign in again.',
} as const;
