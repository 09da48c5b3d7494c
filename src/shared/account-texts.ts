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
} as const;
