// Texts: the account pages (/admin/account, /forgot-password, /reset-password, the
// "Forgot password?" link), the auth server's refusals by their GoTrue error code, database refusals
// by their SQLSTATE. Kept in their own file and spread into en.ts, so
// other dictionary changes merge without touching these lines.

const minutes = (n: number) => (n === 1 ? '1 minute' : `${n} minutes`);

export const accountEn = {
  account: {
    title: 'Account',
    pageTitle: 'Account · QR Menu',
    signedInAs: (email: string) => `You log in as ${email}.`,
    email: 'Email',
    newPassword: 'New password',
    confirmPassword: 'Confirm new password',
    mismatch: 'The two passwords do not match.',
    passwordTitle: 'Change password',
    passwordLead: 'At least 6 characters. Your other devices are signed out when it changes.',
    passwordSubmit: 'Change password',
    passwordSaved: 'Your password has been changed.',
    passwordFailed: (message: string) => `Could not change the password: ${message}`,
    emailTitle: 'Change email',
    emailLead: 'We send a link to the new address; the change takes effect when you open it.',
    emailSubmit: 'Change email',
    emailSent: (email: string) => `Check ${email} and open the link to confirm the change.`,
    emailFailed: (message: string) => `Could not change the email: ${message}`,
    everywhereTitle: 'Sign out everywhere',
    everywhereLead: 'Ends your sessions on every phone and computer, this one included.',
    everywhereSubmit: 'Sign out everywhere',
    everywhereDone: 'You are signed out on every device.',
    everywhereFailed: (message: string) => `Could not sign out everywhere: ${message}`,
    forgotLink: 'Forgot password?',
    forgotPageTitle: 'Forgot password · QR Menu',
    forgotTitle: 'Forgot your password?',
    forgotLead:
      'Enter the email you log in with and we will send you a link to set a new password.',
    forgotSubmit: 'Send reset link',
    // The same answer whether or not the address has an account: nothing to learn from it.
    forgotSent: 'If an account uses that email, a reset link is on its way. Check your inbox.',
    forgotFailed: (message: string) => `Could not send the reset link: ${message}`,
    backToLogin: 'Back to log in',
    resetPageTitle: 'Set a new password · QR Menu',
    resetChecking: 'Checking your reset link…',
    resetTitle: 'Set a new password',
    resetLead: (email: string) => `For ${email}. At least 6 characters.`,
    resetSubmit: 'Save new password',
    resetInvalid: (message: string) =>
      `This reset link cannot be used (${message}). Links work once and for a limited time.`,
    resetNoLink: 'No reset link was opened',
    askAgain: 'Ask for a new link',
  },
  /** What the user reads when the auth server refuses, chosen by GoTrue's error code. */
  authErrors: {
    invalidCredentials: 'Invalid login credentials',
    emailNotConfirmed: 'Email not confirmed',
    weakPassword: 'The password is too weak: use at least 6 characters.',
    samePassword: 'New password should be different from the old password.',
    userAlreadyExists: 'User already registered',
    emailInvalid: 'That email address is not valid.',
    passwordTooLong: 'The password cannot be longer than 72 characters.',
    userBanned: 'This account is blocked.',
    signupDisabled: 'Sign-ups are closed.',
    linkExpired: 'The link is invalid or has expired',
    sessionEnded: 'Your session has ended: log in again.',
    userNotFound: 'No account was found for this session: log in again.',
    network: 'Could not reach the server. Check your connection and try again.',
    tooManyIn: (n: number) => `Too many attempts, try again in ${minutes(n)}.`,
    tooManyLater: 'Too many attempts, try again in a few minutes.',
    emailsIn: (n: number) => `Too many emails sent, try again in ${minutes(n)}.`,
    emailsLater: 'Too many emails sent, try again in a few minutes.',
  },
  /** A database refusal known only by its SQLSTATE or PostgREST code (database-message.ts). */
  refusals: {
    notAllowed: 'You are not allowed to make this change.',
    alreadyExists: 'This already exists.',
    missingReference: 'Something this refers to no longer exists; reload the page and try again.',
    stillInUse: 'This is still in use and cannot be removed.',
    checkFailed: 'A value is outside what is allowed.',
    required: 'A required value is missing.',
    tooLong: 'A text is too long.',
    invalidValue: 'A value is not in the right form.',
    notFound: 'It was not found (it may have been deleted); reload the page.',
    sessionEnded: 'Your session has ended: log in again.',
    tooSlow: 'The server took too long; try again.',
    itemNotSaved: 'The item was not saved',
    imageTooLarge: 'The image is larger than 5 MB; choose a smaller one.',
    uploadFailed: (status: number) => `Upload failed (HTTP ${status})`,
  },
};
