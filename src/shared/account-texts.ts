import { formatCount } from './messages';

/**
 * The texts of the account screens: the pages of mailed links (confirm an address, forgot and reset
 * password), the profile and My Books. The companion of messages.ts, kept apart because only lazy
 * pages use it: whatever messages.ts holds is part of the home page's JavaScript, which is at its
 * budget. Texts the header needs stay in messages.ts (accountPageTitles).
 */
export const accountTexts = {
  email: 'Email',
  login: 'Login',
  backToLogin: 'Back to Login',
  askNewLink: 'Ask for a new link',
  forgotPasswordLink: 'Forgot password?',
  forgotTitle: 'Forgot password',
  forgotIntro: 'Type the e-mail address of your account and we will mail you a link to choose a new password.',
  sendResetLink: 'Send reset link',
  checkEmailTitle: 'Check your e-mail',
  resetTitle: 'Choose a new password',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
  savePassword: 'Save new password',
  passwordChangedTitle: 'Password changed',
  linkInvalidTitle: 'This link does not work',
  verifyTitle: 'Confirm e-mail address',
  verifying: 'Confirming your e-mail address...',
  verifiedTitle: 'E-mail address confirmed',
  verifyFailedTitle: 'E-mail address not confirmed',
  sendNewLink: 'Send a new link',
  loginForNewLink: 'Log in to ask for a new confirmation link.',
  toTheStore: 'Go to the store',
  profileTitle: 'My Profile',
  name: 'Name',
  phone: 'Phone',
  notGiven: 'Not given',
  emailStatus: 'E-mail status',
  emailConfirmed: 'Confirmed',
  emailNotConfirmed: 'Not confirmed',
  resendConfirmation: 'Resend confirmation link',
  yourAccount: 'Your account',
  yourDetails: 'Your details',
  changePassword: 'Change password',
  forgotYourPassword: 'Forgot your password?',
  editDetails: 'Edit details',
  editDetailsIntro: 'Your name shows on your receipts (and, for authors, on your books).',
  firstName: 'First Name',
  lastName: 'Last Name',
  countryCode: 'Country Code',
  phoneNumber: 'Phone Number',
  saveDetails: 'Save details',
  detailsSaved: 'Your details are saved.',
  currentPassword: 'Current password',
  changePasswordIntro: 'Every other device logged in to your account is logged out when the password changes.',
  changeEmail: 'Change e-mail address',
  changeEmailIntro: 'We mail a confirmation link to the new address. Your address changes once you follow it.',
  newEmail: 'New e-mail address',
  yourPassword: 'Your password',
  sendConfirmationLink: 'Send confirmation link',
  logoutEverywhere: 'Log out of all devices',
  logoutEverywhereIntro:
    'Ends every session of your account, on this device too. Use it if you logged in on a device you no longer have.',
  logoutEverywhereConfirmTitle: 'Log out of all devices?',
  logoutEverywhereConfirm: 'Every device logged in to your account, this one included, will be logged out.',
  cancel: 'Cancel',
  loadingBooks: 'Loading your books',
  genre: 'Genre',
  copiesSold: (count: number) => `${formatCount(count)} ${count === 1 ? 'copy' : 'copies'} sold`,
  // An author's invitation (its own page: nothing was reset, nobody was logged out)
  setPasswordTitle: 'Choose a password to start',
  setPasswordIntro: 'Your author account is ready. Choose the password you will log in with.',
  password: 'Password',
  savePasswordToStart: 'Save password',
  passwordSetTitle: 'Your password is saved',
  // After registering: where the confirmation link went
  confirmationSentTitle: 'Check your e-mail',
  confirmationSentTo: (address: string) =>
    `We have sent a link to confirm your e-mail address to ${address}. Follow it so that receipts and password resets reach you; you can log in and shop meanwhile.`,
  confirmationNotArrived: 'Nothing arrived? Look in the spam folder, or',
  sendConfirmationAgain: 'send it again',
  // The link that undoes an e-mail change ('This was not me')
  undoEmailChangeTitle: 'Undo the e-mail change',
  undoingEmailChange: 'Giving your account back to your e-mail address...',
  emailChangeUndoneTitle: 'Your account is yours again',
  emailChangeNotUndoneTitle: 'The change could not be undone',
  emailChangeUndoneLogin: 'Once you have chosen a new password with the mailed link, log in with it.',
} as const;

/** The Delete Account page (lazy): what deleting loses and keeps, and its confirmation. */
export const accountDeletionTexts = {
  intro: 'This deletes your account for good. Type your e-mail address and your password to confirm it is you.',
  whatIsLost: 'What you lose',
  loadingSummary: 'Counting your books',
  booksLost: (count: number, value: string) =>
    count === 0
      ? 'You have not bought any books, so none are lost.'
      : `The ${formatCount(count)} ${count === 1 ? 'book' : 'books'} you bought (${value} paid): you can no longer read ${count === 1 ? 'it' : 'them'}.`,
  listsLost: 'Your cart, your wishlist and the places you had reached in your books.',
  authorBooksStay: 'Your books stay in the store, under the name "Former author".',
  whatIsKept: 'What is kept',
  ordersKept:
    'Your orders and invoices, as the law requires us to keep them, without your name, e-mail address or phone number.',
  password: 'Password',
  submit: 'Delete Account',
  confirmTitle: 'Delete your account for good?',
  confirmLead: 'This cannot be undone.',
  confirmBooks: (count: number, value: string) =>
    `You will lose the ${formatCount(count)} ${count === 1 ? 'book' : 'books'} you bought (${value}).`,
  confirmButton: 'Delete my account',
  cancel: 'Cancel',
  deletedTitle: 'Account deleted',
  deletedFollowUp: 'You will be taken to the login page.',
} as const;

/**
 * What the server answers to the profile's changes (POST updateProfile, changePassword,
 * changeEmail, logoutEverywhere): refusals and confirmations. Here rather than in messages.ts
 * for the same reason as the texts above: only the lazy Profile page shows them.
 */
export const profileMessages = {
  currentPasswordWrong: 'Your current password is not correct.',
  passwordChanged: 'Your password is changed. Every other device that was logged in has been logged out.',
  emailIsAlreadyYours: 'This is already the e-mail address of your account.',
  emailTakenByAnother: 'Another account uses this e-mail address.',
  emailChangeSent: (address: string) =>
    `We have sent a confirmation link to ${address}. Your e-mail changes once you follow it.`,
  loggedOutEverywhere: 'You are logged out on every device, this one included.',
  /** Delete Account: the password typed is not the account's (403, nothing deleted). */
  deletePasswordWrong: 'The password is not correct. Nothing was deleted.',
} as const;

/**
 * What the server answers to the links of mails (confirm an address, reset or set a password, undo an
 * e-mail change) and the pages around them: only lazy pages show these texts.
 */
export const accountLinkMessages = {
  emailVerified: 'Thank you! Your e-mail address is confirmed.',
  emailChanged: 'Your new e-mail address is confirmed. Log in with it from now on.',
  emailAlreadyVerified: 'Your e-mail address is already confirmed.',
  verificationSent: 'We have sent a new confirmation link to your e-mail address.',
  passwordResetRequested:
    'If an account uses that e-mail address, a link to choose a new password is on its way. It works for 1 hour.',
  passwordResetDone:
    'Your password is changed, and every device that was logged in has been logged out. Log in with your new password.',
  linkInvalid: 'This link has expired or has already been used. Please ask for a new one.',
  passwordsDoNotMatch: 'The two passwords do not match.',
  /** An author's invitation used: a first password, so nobody was logged out. */
  passwordSet: 'Your password is saved. Log in with it to see your books under My Books.',
  /** The same answer whether or not the address has an account waiting for confirmation. */
  confirmationResent: 'If an account with this address is waiting for confirmation, a new link is on its way to it.',
  emailChangeUndone: (address: string) =>
    `Your account's e-mail address is ${address} again, and every device has been logged out. We have mailed ${address} a link to choose a new password: whoever changed the address may know the old one.`,
} as const;

/** The phone fields' refusal (shared/contract/phone.contract.ts), for the lazy forms that have one. */
export const phoneNumberMessages = {
  notValidFor: (countryCode: string) => `Please enter a valid phone number for ${countryCode}.`,
} as const;
