import { http, HttpResponse, type JsonBodyType } from 'msw';
import { accountLinkMessages, profileMessages } from '../../shared/account-texts';
import { annotationApiPaths, apiPaths, reviewApiPaths } from '../../shared/api-paths';
import { taxApiPaths } from '../../shared/tax-api-paths';
import type {
  ChangeEmailRequest,
  ProfileResponse,
  UpdateProfileRequest,
} from '../../shared/contract/accounts.contract';
import { DELETE_ACCOUNT_SUCCESS_STATUS, SUCCESS_STATUS } from '../../shared/constants';
import { messages } from '../../shared/messages';
import * as fixtures from './fixtures';
import { serverSideProfile } from './session';
import { apiMessages } from '../../shared/api-messages';

const ok = (body: JsonBodyType) => HttpResponse.json(body, { status: SUCCESS_STATUS });

/** Default answers of the public catalog API, from the one table of paths. */
export const handlers = [
  http.get(apiPaths.getBanners, () => ok({ BannersList: fixtures.banners })),
  http.get(apiPaths.getBestSellers, () => ok({ BestSellersList: fixtures.bestSellers })),
  http.get(apiPaths.getPopularBooks, () => ok({ PopularBooksList: fixtures.popularBooks })),
  http.get(apiPaths.getUpcomingBooks, () => ok({ UpcomingList: fixtures.upcomingBooks })),
  http.get(apiPaths.getSpecialOffers, () => ok({ SpecialOffers: fixtures.specialOffers })),
  http.get(apiPaths.getStats, () => ok({ Stats: fixtures.stats })),
  http.get(apiPaths.getNewArrivalBooks, () => ok({ NewArrivalBooksList: fixtures.newArrivals })),
  http.get(apiPaths.getAllBooks, () => ok(fixtures.allBooks(fixtures.shopBooks))),
  http.get(apiPaths.searchAuthors, ({ request }) =>
    ok(fixtures.searchAuthors(new URL(request.url).searchParams.get('Name') ?? '')),
  ),
  http.get(apiPaths.searchBooks, ({ request }) =>
    ok(fixtures.searchBooks(new URL(request.url).searchParams.get('q') ?? '')),
  ),
  http.get(apiPaths.getBookById, ({ request }) => {
    const id = new URL(request.url).searchParams.get('Id') ?? '';
    const book = fixtures.bookDetails[id];
    return book ? ok(book) : HttpResponse.json({ Message: messages.bookNotFound }, { status: 404 });
  }),
  // No reviews yet, and the caller may not write one (ReviewsSection.test.tsx answers otherwise).
  http.get(reviewApiPaths.getReviews, ({ request }) =>
    ok(fixtures.noReviews(new URL(request.url).searchParams.get('BookId') ?? '')),
  ),
  // The reader's bookmarks, highlights and notes: none (annotations/AnnotationsPanel.test.tsx answers otherwise).
  http.get(annotationApiPaths.getAnnotations, () => ok({ Annotations: [] })),

  // Accounts: every call succeeds unless a test says otherwise.
  http.post(apiPaths.login, () => ok(fixtures.loginResponse)),
  http.post(apiPaths.logout, () => new HttpResponse(null, { status: SUCCESS_STATUS })),
  http.post(apiPaths.register, () => ok({ Message: messages.registered })),
  http.post(apiPaths.deleteAccount, () =>
    HttpResponse.json({ Message: messages.accountDeleted }, { status: DELETE_ACCOUNT_SUCCESS_STATUS }),
  ),
  http.post(apiPaths.addNewAuthorForReview, () => ok({ Message: messages.authorProgramSubmitted })),
  http.post(apiPaths.subscribeForNewsletter, () => ok({ Message: apiMessages.newsletterSubscribed })),
  http.post(apiPaths.verifyEmail, () => ok({ Message: accountLinkMessages.emailVerified })),
  http.post(apiPaths.resendVerification, () => ok({ Message: accountLinkMessages.verificationSent })),
  http.post(apiPaths.requestPasswordReset, () => ok({ Message: accountLinkMessages.passwordResetRequested })),
  http.post(apiPaths.resetPassword, () => ok({ Message: accountLinkMessages.passwordResetDone })),
  // The Profile's changes: the fixture user with the details sent, and the server's texts.
  http.post(apiPaths.updateProfile, async ({ request }) => {
    const { firstName, lastName, countryCode, phoneNumber } = (await request.json()) as UpdateProfileRequest;
    const { Token: _token, ...user } = fixtures.loginResponse;
    const saved: ProfileResponse = {
      ...user,
      FirstName: firstName,
      LastName: lastName,
      CountryCode: countryCode,
      PhoneNumber: phoneNumber,
    };
    return ok(saved);
  }),
  http.post(apiPaths.changePassword, () => ok({ Message: profileMessages.passwordChanged })),
  http.post(apiPaths.changeEmail, async ({ request }) =>
    ok({ Message: profileMessages.emailChangeSent(((await request.json()) as ChangeEmailRequest).email) }),
  ),
  http.post(apiPaths.logoutEverywhere, () => ok({ Message: profileMessages.loggedOutEverywhere })),
  // The session user as the server knows it: the one the test logged in (testing/session.ts).
  http.get(apiPaths.getProfile, () => ok(serverSideProfile())),
  http.get(apiPaths.getDeletionSummary, () => ok({ BooksOwned: 0, BooksPaidPaise: 0, AuthorBooks: 0 })),
  http.post(apiPaths.resendConfirmation, () => ok({ Message: accountLinkMessages.confirmationResent })),
  http.post(apiPaths.undoEmailChange, () =>
    ok({ Message: accountLinkMessages.emailChangeUndone(fixtures.loginResponse.Email) }),
  ),
  http.get(apiPaths.getCartlist, () => ok({ CartList: null })),
  http.get(apiPaths.getWishlist, () => ok({ WishList: null })),
  http.get(apiPaths.getLibrary, () => ok({ LibraryList: [] })),
  http.get(apiPaths.getAuthorBooks, () => ok({ AuthorBooksList: fixtures.authorBooks })),
  // Profile's Reading apps: none yet.
  http.get(apiPaths.getAppPasswords, () => ok({ AppPasswords: [] })),
  // An admin's header asks for the store settings (its tax-invoice notice): complete, so none shows.
  http.get(taxApiPaths.getStoreSettings, () => ok(fixtures.completeStoreSettings)),
];

/** A handler answering `path` with the generic server failure. */
export function failing(path: string, status = 500) {
  return http.get(path, () => HttpResponse.json({ Message: messages.genericError }, { status }));
}

/** A handler answering POST `path` with `status` and `{Message}`. */
export function postFailing(path: string, status: number, message: string = messages.genericError) {
  return http.post(path, () => HttpResponse.json({ Message: message }, { status }));
}
