/**
 * The texts of reading apps (decision 044): Profile's "Reading apps" (app passwords), the
 * server's refusals about them, and the OPDS catalog's own titles. Apart from messages.ts because
 * only lazy pages and the server use them (the home page's JavaScript budget).
 */
import { PRODUCT_NAME } from './constants';

export const readingAppsTexts = {
  // Profile: Reading apps
  title: 'Reading apps',
  intro: `Read your ${PRODUCT_NAME} books in apps such as KOReader, Thorium, Aldiko or PocketBook: add the catalog address below, sign in with your e-mail and an app password made here (never your account password).`,
  catalogAddress: 'Catalog address (OPDS)',
  syncAddress: 'Progress sync server (KOReader)',
  newPasswordName: 'App name',
  newPasswordNameHint: 'For example "KOReader on my Kindle"',
  createPassword: 'Create app password',
  createdTitle: (name: string) => `App password for ${name}`,
  createdIntro: 'Type or paste it into the app now: it is shown only this once.',
  copy: 'Copy',
  copied: 'Copied.',
  done: 'Done',
  none: 'No app passwords yet.',
  listLabel: 'Your app passwords',
  createdOn: (date: string) => `Created ${date}`,
  lastUsed: (date: string) => `last used ${date}`,
  neverUsed: 'never used',
  revoke: 'Revoke',
  revokeTitle: (name: string) => `Revoke the password of ${name}?`,
  revokeConfirm: 'The app signed in with it stops reaching your books until you give it a new one.',
  cancel: 'Cancel',
  // Server: answers and refusals
  revoked: 'The app password is revoked.',
  notFound: 'No such app password.',
  tooMany: (max: number) => `You have ${max} app passwords; revoke one you no longer use first.`,
  signInWithAppPassword: `Sign in with your ${PRODUCT_NAME} e-mail and an app password (Profile, Reading apps).`,
  tooManyFailures: 'Too many failed sign-ins. Please wait a minute and try again.',
  // KOReader's progress sync (decision 045)
  kosyncRegistrationClosed: `Accounts are made on ${PRODUCT_NAME}: sign in with your e-mail and an app password (Profile, Reading apps).`,
  kosyncUnknownDocument: `This file is not one you downloaded from your ${PRODUCT_NAME} library: progress syncs only for books downloaded there.`,
  kosyncInvalidRequest: 'Invalid request',
  kosyncDocumentMissing: "Field 'document' not provided.",
  kosyncServerError: 'Unknown server error.',
  kosyncWebReader: `${PRODUCT_NAME} web reader`,
  // OPDS
  catalogTitle: `${PRODUCT_NAME} e-book store`,
  authDescription: `Sign in with the e-mail of your ${PRODUCT_NAME} account and an app password made in your Profile under Reading apps.`,
  loginLabel: 'E-mail',
  passwordLabel: 'App password',
} as const;
