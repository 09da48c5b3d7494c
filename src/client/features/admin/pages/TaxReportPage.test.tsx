import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { istMonthOf } from '../../../../shared/financial-year';
import { messages } from '../../../../shared/messages';
import { taxApiPaths } from '../../../../shared/tax-api-paths';
import { taxTexts as texts } from '../../../../shared/tax-texts';
import { failing } from '../../../testing/handlers';
import { renderWithProviders } from '../../../testing/render';
import { server } from '../../../testing/server';
import { loggedInState, sessionUser } from '../../../testing/session';
import { atPhoneWidth } from '../../../testing/viewport';
import { fakeTaxReportServer, taxReport } from '../admin.handlers';
import { TaxReportPage } from './TaxReportPage';

const admin = () => loggedInState({ userType: 'Admin' });
const renderPage = () => renderWithProviders(<TaxReportPage />, { route: '/admin/tax', preloadedState: admin() });

/** The month the page opens on: India's, as the report counts months. */
const thisMonth = () => istMonthOf(new Date());
const monthField = () => screen.getByLabelText(texts.reportMonth);
/** A body row's cells, its row header first. */
const cellsOf = (row: HTMLElement) => [
  ...within(row)
    .queryAllByRole('rowheader')
    .map((cell) => cell.textContent),
  ...within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent),
];

describe('TaxReportPage', () => {
  it("opens on this month's report: the B2C summary, the credit notes and the registers", async () => {
    const fake = fakeTaxReportServer({ [thisMonth()]: taxReport(thisMonth()) });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: texts.reportTitle })).toBeInTheDocument();
    expect(monthField()).toHaveValue(thisMonth());

    const b2c = await screen.findByRole('table', { name: texts.b2cTitle });
    const b2cRows = within(b2c).getAllByRole('row');
    expect(
      within(b2cRows[0]!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([texts.placeOfSupply, texts.rate, texts.taxableValue, texts.igst, texts.cgst, texts.sgst]);
    expect(b2cRows.slice(1).map(cellsOf)).toEqual([
      ['Delhi', '5%', '₹1,000.00', '₹50.00', '₹0.00', '₹0.00'],
      ['Karnataka', '5%', '₹2,000.00', '₹0.00', '₹50.00', '₹50.00'],
      ['Karnataka', '18%', '₹500.00', '₹0.00', '₹45.00', '₹45.00'],
      ['Outside India', '0%', '₹300.00', '₹0.00', '₹0.00', '₹0.00'],
    ]);

    const credits = screen.getByRole('table', { name: texts.creditNotesTitle });
    expect(within(credits).getAllByRole('row').slice(1).map(cellsOf)).toEqual([
      ['Delhi', '5%', '₹200.00', '₹10.00', '₹0.00', '₹0.00'],
    ]);

    const registers = screen.getByRole('table', { name: texts.registersTitle });
    expect(within(registers).getAllByRole('row').slice(1).map(cellsOf)).toEqual([
      [texts.invoicesRegister, 'PK/2627/1', 'PK/2627/9', '9', '₹3,800.00', '₹50.00', '₹95.00', '₹95.00', '₹4,040.00'],
      [texts.creditNotesRegister, 'PK/2627/C1', 'PK/2627/C1', '1', '₹200.00', '₹10.00', '₹0.00', '₹0.00', '₹210.00'],
      [texts.net, '₹3,600.00', '₹40.00', '₹95.00', '₹95.00', '₹3,830.00'],
    ]);
    expect(fake.months).toEqual([thisMonth()]);
  });

  it('says when a month has no tax documents', async () => {
    fakeTaxReportServer({});
    renderPage();
    expect(await screen.findByText(texts.reportEmpty(thisMonth()))).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the error with Retry, which asks again', async () => {
    server.use(failing(taxApiPaths.getTaxReport));
    const { user } = renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(messages.genericError);
    const fake = fakeTaxReportServer({ [thisMonth()]: taxReport(thisMonth()) });
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: texts.b2cTitle })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fake.months).toEqual([thisMonth()]);
  });

  it('asks for the month chosen, and shows only its report; a month not written as YYYY-MM asks for nothing', async () => {
    const fake = fakeTaxReportServer({ '2026-10': taxReport('2026-10') });
    renderPage();
    expect(await screen.findByText(texts.reportEmpty(thisMonth()))).toBeInTheDocument();

    fireEvent.change(monthField(), { target: { value: '2026-10' } });
    expect(await screen.findByRole('table', { name: texts.b2cTitle })).toBeInTheDocument();
    expect(screen.queryByText(texts.reportEmpty(thisMonth()))).not.toBeInTheDocument();
    expect(fake.months).toEqual([thisMonth(), '2026-10']);

    // A browser without a month field takes text: nothing is asked until it is a month.
    fireEvent.change(monthField(), { target: { value: '' } });
    expect(await screen.findByText(texts.reportMonthRule)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: texts.downloadCsv })).toBeDisabled();
    expect(fake.months).toEqual([thisMonth(), '2026-10']);
  });

  describe('Download CSV', () => {
    const createObjectURL = jest.fn(() => 'blob:report');
    let clicked: HTMLAnchorElement[] = [];
    beforeEach(() => {
      Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
      clicked = [];
      jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        clicked.push(this);
      });
    });
    afterEach(() => {
      jest.restoreAllMocks();
    });

    it("fetches the month's CSV with the bearer token and saves it under the server's name", async () => {
      fakeTaxReportServer({});
      const asked: Array<{ url: URL; authorization: string | null }> = [];
      server.use(
        http.get(taxApiPaths.getTaxReport, ({ request }) => {
          const url = new URL(request.url);
          if (url.searchParams.get('Format') !== 'csv') return undefined;
          asked.push({ url, authorization: request.headers.get('authorization') });
          return new HttpResponse('Month,Section\r\n', {
            status: 200,
            headers: {
              'content-type': 'text/csv; charset=utf-8',
              'content-disposition': 'attachment; filename="tax-report-2026-10.csv"',
            },
          });
        }),
      );
      const { user } = renderPage();
      await screen.findByText(texts.reportEmpty(thisMonth()));
      fireEvent.change(monthField(), { target: { value: '2026-10' } });
      await user.click(screen.getByRole('button', { name: texts.downloadCsv }));
      await waitFor(() => expect(clicked).toHaveLength(1));
      expect(asked).toHaveLength(1);
      expect(Object.fromEntries(asked[0]!.url.searchParams)).toEqual({ Month: '2026-10', Format: 'csv' });
      expect(asked[0]!.authorization).toBe(`Bearer ${sessionUser.token}`);
      expect(clicked[0]!.download).toBe('tax-report-2026-10.csv');
    });
  });

  describe('on a 390 px phone', () => {
    atPhoneWidth();

    it('keeps each table in a frame the keyboard can reach and scroll, labelled by its heading', async () => {
      fakeTaxReportServer({ [thisMonth()]: taxReport(thisMonth()) });
      renderPage();
      await screen.findByRole('table', { name: texts.b2cTitle });
      for (const title of [texts.b2cTitle, texts.creditNotesTitle, texts.registersTitle]) {
        const frame = screen.getByRole('region', { name: title });
        expect(frame).toHaveAttribute('tabindex', '0');
        expect(getComputedStyle(frame).overflowX).toBe('auto');
        expect(within(frame).getByRole('table', { name: title })).toBeInTheDocument();
      }
    });
  });
});
