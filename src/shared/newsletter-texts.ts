/**
 * The texts of the newsletter's mailed links (confirm a subscription, unsubscribe): the server's
 * Messages and the two pages that open the links. Kept apart from messages.ts, which is part of
 * the home page's JavaScript (at its budget), as account-texts.ts is.
 */
export const newsletterTexts = {
  confirmTitle: 'Confirm your subscription',
  confirming: 'Confirming your subscription...',
  confirmedTitle: 'Subscription confirmed',
  confirmed: 'Thank you! Your subscription is confirmed: new books and offers will come to your inbox.',
  confirmFailedTitle: 'Subscription not confirmed',
  linkInvalid: 'This link has expired or has already been used. Subscribe again from the home page to get a new one.',
  unsubscribeTitle: 'Unsubscribe',
  unsubscribing: 'Unsubscribing...',
  unsubscribedTitle: 'Unsubscribed',
  unsubscribed:
    'You are unsubscribed: no more newsletters will come to this address. You can subscribe again at any time.',
  home: 'Back to home',
  tryAgain: 'Try again',
} as const;
