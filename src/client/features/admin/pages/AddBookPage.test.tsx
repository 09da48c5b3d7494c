import { File as NodeFile } from 'node:buffer';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPaths } from '../../../../shared/api-paths';
import { REDIRECT_DELAY_MS, SUCCESS_STATUS } from '../../../../shared/constants';
import { messages } from '../../../../shared/messages';
import { renderWithProviders } from '../../../testing/render';
import { server } from '../../../testing/server';
import { loggedInState } from '../../../testing/session';
import {
  adminBook,
  adminState,
  authors,
  bookFileDetails,
  catalogListHandlers,
  inspectBookFileHandler,
} from '../admin.handlers';
import { todayIso } from '../bookForm';
import { bookFileTexts } from '../bookFileTexts';
import { publishingTexts } from '../publishing';
import { AddBookPage } from './AddBookPage';
import { bookDetailMessages } from '../../../../shared/book-details';
import { apiMessages } from '../../../../shared/api-messages';

/*
 * Node's File (not jsdom's): the request body is built with Node's FormData, which msw reads back,
 * and the cover preview reads the file with Blob.arrayBuffer, which Node's blobs have.
 */
const pdf = (name: string) =>
  new NodeFile(['%PDF-1.4\n1 0 obj<<>>endobj\n%%EOF'], name, { type: 'application/pdf' }) as unknown as File;
const epub = (name: string) =>
  new NodeFile(['PK\x03\x04mimetypeapplication/epub+zip'], name, { type: 'application/epub+zip' }) as unknown as File;
const png = (name: string) =>
  new NodeFile([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], name, {
    type: 'image/png',
  }) as unknown as File;

/** What the server reads of the tests' PDF: a format and a page count, none of the other details. */
const pdfDetails = bookFileDetails({
  Format: 'PDF',
  Title: null,
  AuthorName: null,
  AuthorId: null,
  Description: null,
  Isbn: null,
  Publisher: null,
  PublishedDate: null,
  Language: null,
  PageCount: 12,
  WordCount: null,
  CoverImage: null,
});

function renderWizard(options: { authorList?: () => typeof authors } = {}) {
  server.use(...catalogListHandlers(options.authorList), inspectBookFileHandler(pdfDetails));
  return renderWithProviders(<AddBookPage />, { route: '/addbook', preloadedState: adminState() });
}

/*
 * The browser's image decoder, which jsdom lacks: these tests' covers decode when they start as a
 * PNG does, as a browser's would.
 */
const pngSignature = [0x89, 0x50, 0x4e, 0x47];
beforeEach(() => {
  globalThis.createImageBitmap = jest.fn(async (source: ImageBitmapSource) => {
    const bytes = new Uint8Array(await (source as Blob).arrayBuffer());
    if (!pngSignature.every((byte, index) => bytes[index] === byte))
      throw new DOMException('The source image cannot be decoded.', 'InvalidStateError');
    return { width: 1, height: 1, close: () => undefined } as ImageBitmap;
  }) as typeof createImageBitmap;
});
afterEach(() => {
  delete (globalThis as Partial<typeof globalThis>).createImageBitmap;
});

const BOOK_FILE = 'Book file (EPUB or PDF)';
const SAMPLE = 'Sample (optional)';

type User = ReturnType<typeof renderWizard>['user'];

/**
 * The walks through all five steps click and type a lot, and jsdom is slow at it when the machine is
 * busy: with the CPU shared by several test runs one walk has taken more than 40 s. An upper bound only.
 */
const SLOW_TEST_MS = 120_000;

const progress = () => screen.getByRole('progressbar', { name: /^Step \d$/ });
const next = (user: User) => user.click(screen.getByRole('button', { name: 'Next' }));
const previous = (user: User) => user.click(screen.getByRole('button', { name: 'Previous' }));

async function expectStep(n: number, title: string) {
  expect(await screen.findByRole('heading', { level: 2, name: title })).toBeInTheDocument();
  expect(progress()).toHaveAccessibleName(`Step ${n}`);
  expect(progress()).toHaveAttribute('aria-valuenow', String(n * 20));
}

async function fillBookInformation(user: User) {
  await user.click(screen.getByLabelText(/^Book Name/));
  await user.paste('Monsoon Tales');
  await user.click(screen.getByLabelText(/^Description/));
  await user.paste('Stories of rain.');
}

async function fillToConfirmation(user: User) {
  await fillBookInformation(user);
  await next(user);
  await expectStep(2, 'Author Information');
  await chooseAuthor(user, 'bond', 'Ruskin Bond');
  await next(user);
  await expectStep(3, 'Price Details');
  await user.type(screen.getByLabelText(/^Price/), '200');
  await user.clear(screen.getByRole('textbox', { name: /^Discount \(%\)/ }));
  await user.type(screen.getByRole('textbox', { name: /^Discount \(%\)/ }), '15');
  expect(screen.getByText('₹170.00')).toBeInTheDocument();
  await next(user);
  await expectStep(4, 'Book Info Details');
  await screen.findByRole('option', { name: 'Fantasy' });
  await user.selectOptions(screen.getByLabelText(/^Genre/), 'g1');
  await user.click(screen.getByRole('switch', { name: 'Active' }));
  await user.click(screen.getByRole('switch', { name: 'Pustaka Originals' }));
  await user.click(screen.getByRole('switch', { name: 'Trending' }));
  await user.upload(screen.getByLabelText(BOOK_FILE), pdf('monsoon.pdf'));
  await user.upload(screen.getByLabelText(SAMPLE), pdf('monsoon-preview.pdf'));
  await user.upload(screen.getByLabelText('Cover image'), png('cover.png'));
  expect(await screen.findByRole('img', { name: 'Cover preview' })).toHaveAttribute(
    'src',
    expect.stringMatching(/^data:image\/png;base64,/),
  );
  await next(user);
  await expectStep(5, 'Confirmation');
}

/** The author picker: a few letters of a name typed, then the author offered chosen. */
async function chooseAuthor(user: User, typed: string, name: string) {
  await user.type(screen.getByRole('combobox', { name: /^Author/ }), typed);
  await user.click(await screen.findByRole('option', { name }));
}

/** Types by pasting: the dialog has many fields and typing each key is slow in jsdom. */
async function fillAuthor(user: User, dialog: HTMLElement, email: string) {
  const paste = async (label: RegExp, text: string) => {
    await user.click(within(dialog).getByLabelText(label));
    await user.paste(text);
  };
  await paste(/^First Name/, 'Meera');
  await paste(/^Last Name/, 'Iyer');
  await user.type(within(dialog).getByRole('combobox', { name: 'Country Code' }), '+91');
  await user.click(await screen.findByRole('option', { name: 'India (+91)' }));
  await paste(/^Phone Number/, '9876543210');
  await paste(/^Email/, email);
  await paste(/^About Author/, 'Writes about rain.');
}

describe('AddBookPage', () => {
  it('shows the admin-only text to a logged-in user who is not an admin, and to a visitor', async () => {
    const { unmount } = renderWithProviders(<AddBookPage />, { preloadedState: loggedInState() });
    expect(screen.getByText(messages.adminOnly)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<AddBookPage />);
    expect(screen.getByText(messages.adminOnly)).toBeInTheDocument();
  });

  it(
    'starts at Step 1 with 20 %, Next adds 20, Previous takes 20 away, and values survive',
    async () => {
      const { user } = renderWizard();
      await expectStep(1, 'Book Information');
      await fillBookInformation(user);
      await next(user);
      await expectStep(2, 'Author Information');
      await previous(user);
      await expectStep(1, 'Book Information');
      expect(screen.getByLabelText(/^Book Name/)).toHaveValue('Monsoon Tales');
      expect(screen.getByLabelText(/^Description/)).toHaveValue('Stories of rain.');
    },
    SLOW_TEST_MS,
  );

  it(
    "moves focus to the new step's heading on Next and Previous, not on load",
    async () => {
      const { user } = renderWizard();
      await expectStep(1, 'Book Information');
      expect(screen.getByRole('heading', { level: 2, name: 'Book Information' })).not.toHaveFocus();
      await fillBookInformation(user);
      await next(user);
      expect(await screen.findByRole('heading', { level: 2, name: 'Author Information' })).toHaveFocus();
      // Tab from the heading reaches the step's first field, not the footer.
      await user.tab();
      expect(screen.getByRole('combobox', { name: /Author/ })).toHaveFocus();
      await previous(user);
      expect(await screen.findByRole('heading', { level: 2, name: 'Book Information' })).toHaveFocus();
      expect(screen.getByLabelText(/^Description/)).toHaveValue('Stories of rain.');
    },
    SLOW_TEST_MS,
  );

  it('blocks Next while a required field of the step is missing, with a message', async () => {
    const { user } = renderWizard();
    await user.type(screen.getByLabelText(/^Book Name/), 'Monsoon Tales');
    await next(user);
    expect(await screen.findByText(messages.fieldRequired)).toBeInTheDocument();
    await expectStep(1, 'Book Information');
  });

  it(
    'refuses a sample that is not a PDF or EPUB and a cover over the size limit',
    async () => {
      const { user } = renderWizard();
      await fillBookInformation(user);
      await next(user);
      await chooseAuthor(user, 'rus', 'Ruskin Bond');
      await next(user);
      await user.type(screen.getByLabelText(/^Price/), '99');
      await next(user);
      await expectStep(4, 'Book Info Details');
      const upload = (label: string, file: File) => user.upload(screen.getByLabelText(label), file);
      // The picker's accept filter can be bypassed (drag and drop, "All files"): the check still holds.
      fireEvent.change(screen.getByLabelText(SAMPLE), { target: { files: [png('preview.png')] } });
      expect(await screen.findByText(bookDetailMessages.uploadNotBook)).toBeInTheDocument();
      const bigCover = new NodeFile([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', {
        type: 'image/png',
      }) as unknown as File;
      await upload('Cover image', bigCover);
      expect(await screen.findByText(`${messages.uploadTooLarge} (5 MB)`)).toBeInTheDocument();
      await next(user);
      expect(screen.getAllByText(messages.uploadFileRequired)).toHaveLength(1); // the book file
      expect(screen.getByText(bookDetailMessages.uploadNotBook)).toBeInTheDocument();
      await expectStep(4, 'Book Info Details');
    },
    SLOW_TEST_MS,
  );

  it(
    'finds an author by the start of a first or last name, asking the server; nothing found says so',
    async () => {
      const asked: string[] = [];
      server.events.on('request:start', ({ request }) => {
        if (request.url.includes(apiPaths.getAuthorsList))
          asked.push(new URL(request.url).searchParams.get('Name') ?? '');
      });
      const { user } = renderWizard();
      await fillBookInformation(user);
      await next(user);
      const box = screen.getByRole('combobox', { name: /^Author/ });
      await user.click(box);
      // An empty box offers the first authors.
      expect(await screen.findByRole('option', { name: 'Kiran Desai' })).toBeInTheDocument();
      await user.type(box, 'des');
      // The whole word is asked for once typing pauses (on a busy machine 'd' may be asked first,
      // and its answer already leaves Ruskin Bond out).
      await waitFor(() => expect(asked).toContain('des'));
      await waitFor(() => expect(screen.queryByRole('option', { name: 'Ruskin Bond' })).not.toBeInTheDocument());
      expect(await screen.findByRole('option', { name: 'Kiran Desai' })).toBeInTheDocument();
      await user.clear(box);
      await user.type(box, 'zzz');
      expect(await screen.findByText(/No authors found/)).toBeInTheDocument();
      // Next without a chosen author names the field.
      await next(user);
      expect(await screen.findByText(messages.fieldRequired)).toBeInTheDocument();
      await expectStep(2, 'Author Information');
      server.events.removeAllListeners();
    },
    SLOW_TEST_MS,
  );

  it(
    'adds an author in the modal: every field required, then a toast, the list reloads and the author is selected',
    async () => {
      let list = [...authors];
      let created: unknown;
      server.use(
        http.post(apiPaths.addAuthor, async ({ request }) => {
          created = await request.json();
          list = [...list, { Id: 'a9', FirstName: 'Meera', LastName: 'Iyer' }];
          return HttpResponse.json({ Message: messages.authorCreated, Id: 'a9' }, { status: SUCCESS_STATUS });
        }),
      );
      const { user } = renderWizard({ authorList: () => list });
      await fillBookInformation(user);
      await next(user);
      await user.click(screen.getByRole('button', { name: 'Add New Author' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add New Author' });
      await user.click(within(dialog).getByRole('button', { name: 'Add Author' }));
      expect(await within(dialog).findAllByText(messages.fieldRequired)).toHaveLength(3); // first, last, about
      expect(within(dialog).getByText(messages.invalidEmail)).toBeInTheDocument();
      expect(within(dialog).getByLabelText(/^Email/)).toHaveAttribute('type', 'email');

      await fillAuthor(user, dialog, 'meera@example.com');
      expect(within(dialog).getByText('18/500')).toBeInTheDocument(); // 'About Author' counter
      await user.click(within(dialog).getByRole('button', { name: 'Add Author' }));

      expect(await screen.findByText(messages.authorCreated)).toBeInTheDocument();
      expect(created).toEqual({
        firstName: 'Meera',
        lastName: 'Iyer',
        countryCode: '+91',
        phoneNumber: '9876543210',
        email: 'meera@example.com',
        about: 'Writes about rain.',
      });
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(screen.getByRole('combobox', { name: /^Author/ })).toHaveValue('Meera Iyer'));
      await next(user);
      await expectStep(3, 'Price Details');
    },
    SLOW_TEST_MS,
  );

  it(
    'shows the server message of a refused author (409) in the modal',
    async () => {
      server.use(
        http.post(apiPaths.addAuthor, () => HttpResponse.json({ Message: apiMessages.emailTaken }, { status: 409 })),
      );
      const { user } = renderWizard();
      await fillBookInformation(user);
      await next(user);
      await user.click(screen.getByRole('button', { name: 'Add New Author' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add New Author' });
      await fillAuthor(user, dialog, 'taken@example.com');
      await user.click(within(dialog).getByRole('button', { name: 'Add Author' }));
      expect(await within(dialog).findByText(apiMessages.emailTaken)).toBeInTheDocument();
      expect(screen.getByRole('dialog', { name: 'Add New Author' })).toBeInTheDocument();
    },
    SLOW_TEST_MS,
  );

  it(
    'sums everything up, sends multipart with the files and every field, then toasts that the book is hidden and opens Manage Books on it',
    async () => {
      let sent: FormData | undefined;
      let contentType = '';
      let authorization = '';
      server.use(
        http.post(apiPaths.addBook, async ({ request }) => {
          contentType = request.headers.get('content-type') ?? '';
          authorization = request.headers.get('authorization') ?? '';
          sent = await request.formData();
          return HttpResponse.json({ Message: messages.bookUploaded, Id: 'b42' }, { status: SUCCESS_STATUS });
        }),
      );
      const { user, router } = renderWizard();
      await fillToConfirmation(user);

      const summary = screen.getByRole('table', { name: 'Book summary' });
      const row = (label: string) => within(summary).getByRole('rowheader', { name: label }).closest('tr')!;
      expect(row('Book Name')).toHaveTextContent('Monsoon Tales');
      expect(row('Author')).toHaveTextContent('Ruskin Bond');
      expect(row('Price')).toHaveTextContent('₹200.00');
      expect(row('Discount')).toHaveTextContent('15%');
      expect(row('Price in the shop')).toHaveTextContent('₹170.00');
      expect(row('Genre')).toHaveTextContent('Fantasy');
      // A detail left empty is said in words, not left as a blank row.
      expect(row('ISBN')).toHaveTextContent(bookFileTexts.detailNotGiven);
      expect(row('Pustaka Originals')).toHaveTextContent('Yes');
      expect(row('Approved')).toHaveTextContent('No');
      expect(row(BOOK_FILE)).toHaveTextContent('monsoon.pdf');
      expect(screen.getByRole('img', { name: 'Cover of Monsoon Tales' })).toBeInTheDocument();
      // Approved is off: the summary says, before Submit, that shoppers will not see the book and what changes that.
      expect(screen.getByText(publishingTexts.willBeHidden(['Approved']))).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Submit' }));
      // Approved was left off (the spec's default): the book is not in the shop yet, and the toast says so.
      expect(await screen.findByText(publishingTexts.uploadedHidden)).toBeInTheDocument();
      expect(publishingTexts.uploadedHidden.startsWith(messages.bookUploaded)).toBe(true);

      expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
      expect(authorization).toBe('Bearer token-admin');
      const form = sent!;
      const today = todayIso();
      expect(Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string'))).toEqual({
        UserId: 'u-admin',
        BookName: 'Monsoon Tales',
        BookDescription: 'Stories of rain.',
        AuthorId: 'a1',
        AuthorName: 'Ruskin Bond',
        Price: '200',
        Discount: '0.15',
        GenerId: 'g1',
        Gener: 'Fantasy',
        BookType: 'EBook',
        IsActive: 'true',
        IsApproved: 'false',
        IsPustakaOriginal: 'true',
        IsNewArrival: 'false',
        IsTrending: 'true',
        IsUpcoming: 'false',
        IsHotDeals: 'false',
        IsTopAuthor: 'false',
        NewArrivalDate: today,
        TrendingDate: today,
        UpcomingDate: today,
        HotDealsDate: today,
      });
      const file = (name: string) => form.get(name) as File;
      expect(file('BookContent').name).toBe('monsoon.pdf');
      expect(file('BookContent').type).toBe('application/pdf');
      expect(file('BookPreview').name).toBe('monsoon-preview.pdf');
      expect(file('BookImage').name).toBe('cover.png');
      expect(file('BookImage').size).toBe(8);

      // A hidden book has no page in the shop: Manage Books opens with it marked, where it is published.
      expect(screen.getByText(new RegExp(publishingTexts.goingToManageBooks))).toBeInTheDocument();
      await waitFor(() => expect(router.state.location.pathname).toBe('/admin/books'), {
        timeout: REDIRECT_DELAY_MS.bookUpload + 1000,
      });
      expect(router.state.location.state).toEqual({ justAdded: 'b42' });
    },
    SLOW_TEST_MS,
  );

  it(
    "publishes the hidden book from the upload toast's Publish now (Active and Approved on)",
    async () => {
      const updates: unknown[] = [];
      server.use(
        http.post(apiPaths.addBook, () =>
          HttpResponse.json({ Message: messages.bookUploaded, Id: 'b42' }, { status: SUCCESS_STATUS }),
        ),
        http.post(apiPaths.updateBook, async ({ request }) => {
          const body = (await request.json()) as { Id: string };
          updates.push(body);
          return HttpResponse.json(
            { Message: messages.bookUpdated, Book: adminBook({ ...body, IsActive: true, IsApproved: true }) },
            { status: SUCCESS_STATUS },
          );
        }),
      );
      const { user } = renderWizard();
      await fillToConfirmation(user);
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      await screen.findByText(publishingTexts.uploadedHidden);
      await user.click(screen.getByRole('button', { name: publishingTexts.publishNow }));
      expect(await screen.findByText(publishingTexts.published)).toBeInTheDocument();
      expect(updates).toEqual([{ Id: 'b42', IsActive: true, IsApproved: true }]);
    },
    SLOW_TEST_MS,
  );

  it(
    'keeps the form after a failed upload and shows the spec text with the server message',
    async () => {
      const refusal = "Invalid field 'BookImage': Must be a PNG, JPEG, WebP or GIF image.";
      server.use(http.post(apiPaths.addBook, () => HttpResponse.json({ Message: refusal }, { status: 400 })));
      const { user, router } = renderWizard();
      await fillToConfirmation(user);
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      expect(await screen.findByText(refusal)).toBeInTheDocument();
      expect(screen.getAllByText(messages.bookUploadFailed).length).toBeGreaterThanOrEqual(2); // toast and inline
      expect(router.state.location.pathname).toBe('/addbook');
      await expectStep(5, 'Confirmation');
      expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
      await previous(user);
      await expectStep(4, 'Book Info Details');
      expect(screen.getByText(/monsoon\.pdf/)).toBeInTheDocument();
    },
    SLOW_TEST_MS,
  );

  it(
    'publishes at once a book uploaded with Active and Approved on, and opens its page',
    async () => {
      server.use(
        http.post(apiPaths.addBook, () =>
          HttpResponse.json({ Message: messages.bookUploaded, Id: 'b42' }, { status: SUCCESS_STATUS }),
        ),
      );
      const { user, router } = renderWizard();
      await fillToConfirmation(user);
      await previous(user);
      await expectStep(4, 'Book Info Details');
      await user.click(screen.getByRole('switch', { name: 'Approved' }));
      await next(user);
      await expectStep(5, 'Confirmation');
      expect(screen.getByText(publishingTexts.willBeVisible)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      expect(await screen.findByText(new RegExp(publishingTexts.goingToBookPage))).toBeInTheDocument();
      await waitFor(() => expect(router.state.location.pathname).toBe('/product/b42'), {
        timeout: REDIRECT_DELAY_MS.bookUpload + 1000,
      });
    },
    SLOW_TEST_MS,
  );

  it(
    "keeps the genre's message line when the message goes, so the switches below stay under the pointer",
    async () => {
      const { user } = renderWizard();
      await fillBookInformation(user);
      await next(user);
      await chooseAuthor(user, 'rus', 'Ruskin Bond');
      await next(user);
      await user.type(screen.getByLabelText(/^Price/), '99');
      await next(user);
      await expectStep(4, 'Book Info Details');
      await screen.findByRole('option', { name: 'Fantasy' });
      await next(user);
      const genre = screen.getByLabelText(/^Genre/);
      const messageLine = () => document.getElementById(genre.getAttribute('aria-describedby') ?? 'none');
      expect(messageLine()).toHaveTextContent(messages.fieldRequired);
      const line = messageLine();
      await user.selectOptions(genre, 'g1');
      // Tapping the switch takes the focus from the genre, which checks it again: the message goes.
      await user.click(screen.getByRole('switch', { name: 'Active' }));
      await waitFor(() => expect(screen.queryByText(messages.fieldRequired)).not.toBeInTheDocument());
      // The same line, now blank: nothing below it moved.
      expect(messageLine()).toBe(line);
      expect(screen.getByRole('switch', { name: 'Active' })).toBeChecked();
    },
    SLOW_TEST_MS,
  );

  it(
    'says at once that a cover named .png which is no image is not an image, and keeps the wizard on step 4',
    async () => {
      const { user } = renderWizard();
      await fillBookInformation(user);
      await next(user);
      await chooseAuthor(user, 'rus', 'Ruskin Bond');
      await next(user);
      await user.type(screen.getByLabelText(/^Price/), '99');
      await next(user);
      await expectStep(4, 'Book Info Details');
      await screen.findByRole('option', { name: 'Fantasy' });
      await user.selectOptions(screen.getByLabelText(/^Genre/), 'g1');
      await user.upload(screen.getByLabelText(BOOK_FILE), pdf('monsoon.pdf'));
      const notAnImage = new NodeFile(['<html>saved page</html>'], 'cover.png', {
        type: 'image/png',
      }) as unknown as File;
      await user.upload(screen.getByLabelText('Cover image'), notAnImage);
      expect(await screen.findByText(messages.uploadNotImage)).toBeInTheDocument();
      expect(screen.getByLabelText('Cover image')).toHaveAccessibleDescription(messages.uploadNotImage);
      expect(screen.queryByRole('img', { name: 'Cover preview' })).not.toBeInTheDocument();
      await next(user);
      await expectStep(4, 'Book Info Details');
      expect(screen.getByText(messages.uploadNotImage)).toBeInTheDocument();
      // A real image chosen instead clears it.
      await user.upload(screen.getByLabelText('Cover image'), png('cover.png'));
      expect(await screen.findByRole('img', { name: 'Cover preview' })).toBeInTheDocument();
      expect(screen.queryByText(messages.uploadNotImage)).not.toBeInTheDocument();
      await next(user);
      await expectStep(5, 'Confirmation');
    },
    SLOW_TEST_MS,
  );

  describe('the book file', () => {
    it(
      'fills the fields left empty from the chosen file, keeps what was typed, says which were filled, and chooses the author',
      async () => {
        const received: File[] = [];
        const { user } = renderWizard();
        server.use(inspectBookFileHandler(bookFileDetails(), { received }));
        const start = screen.getByRole('region', { name: bookFileTexts.startTitle });
        await user.click(screen.getByLabelText(/^Description/));
        await user.paste('My own words.');
        await user.type(screen.getByLabelText('Publisher'), 'Pustaka Press');
        await user.upload(within(start).getByLabelText(BOOK_FILE), epub('rusty.epub'));

        expect(
          await within(start).findByText(
            'Filled from the book: title, author, ISBN, date published, language and cover.',
          ),
        ).toBeInTheDocument();
        expect(received.map((file) => file.name)).toEqual(['rusty.epub']);
        expect(screen.getByLabelText(/^Book Name/)).toHaveValue('Rusty Runs Away');
        expect(screen.getByLabelText(/^Description/)).toHaveValue('My own words.');
        expect(screen.getByLabelText('Publisher')).toHaveValue('Pustaka Press');
        expect(screen.getByLabelText('ISBN')).toHaveValue('9788175257665');
        expect(screen.getByLabelText('Date published')).toHaveValue('2019-05');
        expect(screen.getByLabelText('Language')).toHaveValue('en-IN');
        expect(screen.getByLabelText('Language')).toHaveAccessibleDescription(/English \(India\)/);

        await next(user);
        await expectStep(2, 'Author Information');
        expect(screen.getByRole('combobox', { name: /^Author/ })).toHaveValue('Ruskin Bond');
        await next(user);
        await expectStep(3, 'Price Details');
      },
      SLOW_TEST_MS,
    );

    it(
      'waits on Next for the details of a file still being read, showing that it waits',
      async () => {
        const { user } = renderWizard();
        server.use(inspectBookFileHandler(bookFileDetails(), { delayMs: 400 }));
        await user.click(screen.getByLabelText(/^Description/));
        await user.paste('My own words.');
        await user.upload(screen.getByLabelText(BOOK_FILE), epub('rusty.epub'));
        // Sent, not answered yet: Next would find the title empty if it did not wait.
        expect(
          await screen.findByRole('progressbar', { name: /^(Sending|Reading) the book file/ }),
        ).toBeInTheDocument();
        await next(user);
        await expectStep(2, 'Author Information');
        expect(screen.queryByText(messages.fieldRequired)).not.toBeInTheDocument();
        await previous(user);
        expect(screen.getByLabelText(/^Book Name/)).toHaveValue('Rusty Runs Away');
      },
      SLOW_TEST_MS,
    );

    it(
      'replaces what another file filled in, never what the admin typed, and names an author the store does not have',
      async () => {
        const { user } = renderWizard();
        server.use(inspectBookFileHandler(bookFileDetails()));
        const start = screen.getByRole('region', { name: bookFileTexts.startTitle });
        await user.upload(within(start).getByLabelText(BOOK_FILE), epub('wrong.epub'));
        await within(start).findByText(/^Filled from the book/);
        await user.clear(screen.getByLabelText('ISBN'));
        await user.type(screen.getByLabelText('ISBN'), '81-7525-766-0');

        server.use(
          inspectBookFileHandler(
            bookFileDetails({
              Title: 'The Room on the Roof',
              AuthorId: null,
              AuthorName: 'Rusty Bond',
              Publisher: null,
              CoverImage: null,
            }),
          ),
        );
        await user.upload(within(start).getByLabelText(BOOK_FILE), epub('right.epub'));
        expect(
          await within(start).findByText('Filled from the book: title, description, date published and language.'),
        ).toBeInTheDocument();
        expect(within(start).getByText(bookFileTexts.unknownAuthor('Rusty Bond'))).toBeInTheDocument();
        expect(screen.getByLabelText(/^Book Name/)).toHaveValue('The Room on the Roof');
        expect(screen.getByLabelText('ISBN')).toHaveValue('81-7525-766-0');
        // The first file's publisher went with it; the second names none.
        expect(screen.getByLabelText('Publisher')).toHaveValue('');
        await next(user);
        await expectStep(2, 'Author Information');
        expect(screen.getByRole('combobox', { name: /^Author/ })).toHaveValue('');
      },
      SLOW_TEST_MS,
    );

    it(
      "shows the server's refusal of a file on the field at once, fills nothing, and does not let step 4 pass with it",
      async () => {
        const refusal =
          "Invalid field 'BookContent': The EPUB's spine lists a chapter the file does not hold (OEBPS/ch3.xhtml).";
        const { user } = renderWizard();
        server.use(inspectBookFileHandler({ status: 400, Message: refusal }));
        const start = screen.getByRole('region', { name: bookFileTexts.startTitle });
        await user.upload(within(start).getByLabelText(BOOK_FILE), epub('broken.epub'));
        expect(await within(start).findByText(refusal)).toBeInTheDocument();
        expect(within(start).getByLabelText(BOOK_FILE)).toHaveAccessibleDescription(refusal);
        expect(screen.getByLabelText(/^Book Name/)).toHaveValue('');

        await fillBookInformation(user);
        await next(user);
        await chooseAuthor(user, 'rus', 'Ruskin Bond');
        await next(user);
        await user.type(screen.getByLabelText(/^Price/), '99');
        await next(user);
        await expectStep(4, 'Book Info Details');
        await screen.findByRole('option', { name: 'Fantasy' });
        await user.selectOptions(screen.getByLabelText(/^Genre/), 'g1');
        await user.upload(screen.getByLabelText('Cover image'), png('cover.png'));
        expect(screen.getByText(refusal)).toBeInTheDocument();
        await next(user);
        await expectStep(4, 'Book Info Details');
        expect(screen.getByText(refusal)).toBeInTheDocument();
        // Another file, which the server reads, clears it.
        server.use(inspectBookFileHandler(pdfDetails));
        await user.upload(screen.getByLabelText(BOOK_FILE), pdf('monsoon.pdf'));
        await waitFor(() => expect(screen.queryByText(refusal)).not.toBeInTheDocument());
        await next(user);
        await expectStep(5, 'Confirmation');
      },
      SLOW_TEST_MS,
    );

    it(
      'chosen only on step 4 fills what is still empty, and its own cover lets the wizard go on without a cover image',
      async () => {
        let sent: FormData | undefined;
        server.use(
          http.post(apiPaths.addBook, async ({ request }) => {
            sent = await request.formData();
            return HttpResponse.json({ Message: messages.bookUploaded, Id: 'b42' }, { status: SUCCESS_STATUS });
          }),
        );
        const { user } = renderWizard();
        server.use(inspectBookFileHandler(bookFileDetails()));
        await fillBookInformation(user);
        await next(user);
        await chooseAuthor(user, 'kir', 'Kiran Desai');
        await next(user);
        await user.type(screen.getByLabelText(/^Price/), '99');
        await next(user);
        await expectStep(4, 'Book Info Details');
        await screen.findByRole('option', { name: 'Fantasy' });
        await user.selectOptions(screen.getByLabelText(/^Genre/), 'g1');
        // Next without the files: the book file and the cover image are both required so far.
        await next(user);
        expect(screen.getAllByText(messages.uploadFileRequired)).toHaveLength(2);

        await user.upload(screen.getByLabelText(BOOK_FILE), epub('rusty.epub'));
        expect(
          await screen.findByText('Filled from the book: ISBN, publisher, date published, language and cover.'),
        ).toBeInTheDocument();
        expect(screen.queryByText(messages.uploadFileRequired)).not.toBeInTheDocument();
        expect(screen.getByRole('img', { name: bookFileTexts.bookCoverAlt })).toHaveAttribute(
          'src',
          bookFileDetails().CoverImage,
        );
        expect(screen.getByText(bookFileTexts.fromBookFile)).toBeInTheDocument();
        await next(user);
        await expectStep(5, 'Confirmation');

        const summary = screen.getByRole('table', { name: 'Book summary' });
        const row = (label: string) => within(summary).getByRole('rowheader', { name: label }).closest('tr')!;
        expect(row('Book Name')).toHaveTextContent('Monsoon Tales');
        expect(row('Author')).toHaveTextContent('Kiran Desai');
        expect(row('ISBN')).toHaveTextContent('9788175257665');
        expect(row('Publisher')).toHaveTextContent('Kaveri Books');
        expect(row('Date published')).toHaveTextContent('2019-05');
        expect(row('Language')).toHaveTextContent('en-IN (English (India))');
        expect(row(SAMPLE)).toHaveTextContent(bookFileTexts.sampleMadeByStore);
        expect(row('Cover image')).toHaveTextContent(bookFileTexts.fromBookFile);
        expect(screen.getByRole('img', { name: 'Cover of Monsoon Tales' })).toHaveAttribute(
          'src',
          bookFileDetails().CoverImage,
        );

        await user.click(screen.getByRole('button', { name: 'Submit' }));
        await screen.findByText(publishingTexts.uploadedHidden);
        const form = sent!;
        expect(form.get('BookName')).toBe('Monsoon Tales');
        expect(form.get('AuthorId')).toBe('a2');
        expect([form.get('Isbn'), form.get('Publisher'), form.get('PublishedDate'), form.get('Language')]).toEqual([
          '9788175257665',
          'Kaveri Books',
          '2019-05',
          'en-IN',
        ]);
        expect((form.get('BookContent') as File).name).toBe('rusty.epub');
        // No sample (the store makes one) and no cover image (the EPUB's own is used).
        expect(form.has('BookPreview')).toBe(false);
        expect(form.has('BookImage')).toBe(false);
      },
      SLOW_TEST_MS,
    );
  });

  it(
    'checks the ISBN by its check digit and the date by its precision, each with its message',
    async () => {
      const { user } = renderWizard();
      await fillBookInformation(user);
      await user.type(screen.getByLabelText('ISBN'), '978-81-7525-766-4');
      await user.type(screen.getByLabelText('Date published'), '2019-13');
      await next(user);
      expect(await screen.findByText(bookDetailMessages.invalidIsbn)).toBeInTheDocument();
      expect(screen.getByLabelText('ISBN')).toHaveAccessibleDescription(
        new RegExp(bookDetailMessages.invalidIsbn.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
      );
      expect(screen.getByText(bookDetailMessages.invalidPublishedDate)).toBeInTheDocument();
      await expectStep(1, 'Book Information');
      await user.clear(screen.getByLabelText('ISBN'));
      await user.type(screen.getByLabelText('ISBN'), '81-7525-766-0');
      await user.clear(screen.getByLabelText('Date published'));
      await user.type(screen.getByLabelText('Date published'), '2019-12');
      await next(user);
      await expectStep(2, 'Author Information');
    },
    SLOW_TEST_MS,
  );
});
