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
  changePassword: 'Change password',
  changePasswordHint: 'We will mail you a link to choose a new password.',
  loadingBooks: 'Loading your books',
  genre: 'Genre',
  copiesSold: (count: number) => `${formatCount(count)} ${count === 1 ? 'copy' : 'copies'} sold`,
} as const;
