/**
 * Release dates that hold (decision 046). A book whose available-on date is after today in India
 * (shared/release-dates.ts) is upcoming: it can be wishlisted and its sample read, not put in the
 * cart, checked out, paid again in an order awaiting payment, or read in full (admins excepted).
 * The checks ask the clock, so the book becomes buyable at 00:00 IST with no job to flip it.
 *
 * "Notify me" records a wish per (user, book); the 'release-notifications' job (a cluster job: once
 * among all servers) mails each wish once on the day, to the account's address as it is then:
 * in one transaction it marks the wish notified (only if it was not) and queues the mail, in the
 * account's language.
 */
import type { NotifyOnReleaseResponse } from '../../../shared/contract/releases.contract';
import { messages } from '../../../shared/messages';
import { istDateOf, isUpcoming } from '../../../shared/release-dates';
import { releaseTexts } from '../../../shared/release-texts';
import { uiPaths } from '../../../shared/ui-paths';
import type { Clock } from '../../clock';
import { parseDbId } from '../../db/books';
import type { UnitOfWork } from '../../db/unit-of-work';
import { Conflict, Forbidden, NotFound } from '../../domain-errors';
import { accountLocale } from '../../i18n/server-i18n';
import { mailTemplates } from '../../mail/mail-templates';
import type { AuthUser } from '../accounts/auth-user';
import type { ReleasesRepository } from './releases.repository';

/** How often the job looks for books out today with wishes to mail. */
export const RELEASE_JOB_INTERVAL_MS = 60_000;
/** Wishes mailed per transaction; a run goes on batch after batch until none is left. */
const BATCH = 100;

/**
 * Refuses (409, naming the first such book and its date) when any of these books is upcoming at
 * `now`: the cart, checkout and paying an order awaiting payment ask this.
 */
export async function refuseUpcomingBooks(
  releases: ReleasesRepository,
  bookIds: readonly number[],
  now: Date,
): Promise<void> {
  refuseUpcoming(await releases.releasesOf(bookIds), now);
}

/** refuseUpcomingBooks for books already read with their titles and dates (the cart's rows). */
export function refuseUpcoming(books: ReadonlyArray<{ name: string; available_on: string | null }>, now: Date): void {
  const upcoming = books.find((book) => isUpcoming(book.available_on, now));
  if (upcoming) throw new Conflict(releaseTexts.notOutYet(upcoming.name, upcoming.available_on!));
}

/**
 * Refuses (403) reading or downloading the full book while it is upcoming, even to a buyer (one
 * who bought before an admin moved the date): admins are never asked. The sample stays readable.
 */
export async function refuseUpcomingReading(releases: ReleasesRepository, bookId: number, now: Date): Promise<void> {
  const [book] = await releases.releasesOf([bookId]);
  if (book && isUpcoming(book.available_on, now))
    throw new Forbidden(releaseTexts.notReadableYet(book.name, book.available_on!));
}

export interface ReleasesServiceDeps {
  uow: UnitOfWork;
  clock: Clock;
  /** An absolute link for a mail (PUBLIC_URL + a client path). */
  link(uiPath: string): string;
}

export class ReleasesService {
  constructor(private readonly deps: ReleasesServiceDeps) {}

  /** Records the caller's wish to be mailed when the book comes out (again: the same answer). */
  async notify(user: AuthUser, bookIdText: string): Promise<NotifyOnReleaseResponse> {
    const bookId = parseDbId(bookIdText);
    const book = bookId === undefined ? undefined : await this.deps.uow.repos.releases.publicRelease(bookId);
    if (!book) throw new NotFound(messages.bookNotFound);
    const now = this.deps.clock.now();
    if (!isUpcoming(book.available_on, now)) throw new Conflict(releaseTexts.alreadyOut);
    await this.deps.uow.repos.releases.request(user.id, book.id, now.toISOString());
    return { Message: releaseTexts.notifyRecorded(book.available_on!), AvailableOn: book.available_on! };
  }

  /**
   * The job's run: mails every wish of a book out by today (India's date), a batch per transaction.
   * Answers how many mails were queued.
   */
  async mailDue(): Promise<number> {
    let queued = 0;
    for (;;) {
      const now = this.deps.clock.now();
      const { found, mailed } = await this.deps.uow.transact(async ({ releases, mailOutbox }) => {
        const due = await releases.due(istDateOf(now), BATCH);
        let count = 0;
        for (const wish of due) {
          if (!(await releases.markNotified(wish.user_id, wish.book_id, now.toISOString()))) continue;
          const url = this.deps.link(uiPaths.product(String(wish.book_id)));
          await mailOutbox.queue(
            {
              to: wish.email,
              ...mailTemplates.bookReleased(accountLocale(wish.language), wish.first_name, wish.name, url),
            },
            now,
          );
          count += 1;
        }
        return { found: due.length, mailed: count };
      });
      queued += mailed;
      if (found < BATCH) return queued;
    }
  }
}
