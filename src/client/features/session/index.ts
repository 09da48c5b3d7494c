/** What other features and the layout may use from the session feature. */
export {
  selectIsAdmin,
  selectIsAuthor,
  selectIsLoggedIn,
  selectSession,
  selectUserEmail,
  selectToken,
  selectUserId,
} from './session.slice';
export { SessionExpiryHandler, sessionSettled, syncSessionWithCookie, useLogout } from './session.effects';
export { afterLoginOf, type AfterLogin } from './afterLogin';
export { attachmentName, useAuthorizedDownload, type AuthorizedFile } from './authorizedDownload';
