import { screen, waitFor, within } from '@testing-library/react';
import { storeSettingsTexts as texts } from '../../../../shared/store-settings-texts';
import { taxApiPaths } from '../../../../shared/tax-api-paths';
import { postFailing } from '../../../testing/handlers';
import { renderWithProviders } from '../../../testing/render';
import { server } from '../../../testing/server';
import { loggedInState } from '../../../testing/session';
import { atPhoneWidth } from '../../../testing/viewport';
import { fakeStoreSettingsServer, storeSettings } from '../admin.handlers';
import { TaxInvoiceNotice } from '../components/TaxInvoiceNotice';
import { StoreSettingsPage } from './StoreSettingsPage';

const admin = () => loggedInState({ userType: 'Admin' });
const renderPage = () =>
  renderWithProviders(<StoreSettingsPage />, { route: '/admin/settings', preloadedState: admin() });

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const field = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${escaped(label)}`) });
const complete = {
  LegalName: 'Pustaka Books Private Limited',
  Gstin: '29AAGCB7383J1Z4',
  Address: '12 MG Road, Bengaluru 560001',
  State: 'Karnataka',
  GstRate: 5,
  Sac: '998431',
  InvoicePrefix: 'PK',
};

describe('StoreSettingsPage', () => {
  it('loads the settings and says what tax invoices still wait for', async () => {
    fakeStoreSettingsServer(storeSettings({ LegalName: 'Pustaka Books Private Limited' }));
    renderPage();
    expect(await screen.findByRole('heading', { name: texts.title })).toBeInTheDocument();
    expect(await screen.findByDisplayValue('Pustaka Books Private Limited')).toBeInTheDocument();
    expect(field(texts.gstRate)).toHaveValue('5');
    expect(field(texts.sac)).toHaveValue('998431');
    expect(
      screen.getByText(
        (_content, element) =>
          element?.classList.contains('MuiAlert-message') === true &&
          element.textContent ===
            `${texts.noticeTitle('the GSTIN, the registered address, the state and the invoice number prefix')} ${texts.noticeBody}`,
      ),
    ).toBeInTheDocument();
  });

  it('refuses a GSTIN with a wrong check character, or of another state than the one chosen, under the field; sends nothing', async () => {
    const fake = fakeStoreSettingsServer(storeSettings({ ...complete, Gstin: '', State: 'Delhi' }));
    const { user } = renderPage();
    const gstin = await screen.findByRole('textbox', { name: /^GSTIN/ });
    await user.type(gstin, '29AAGCB7383J1Z5');
    await user.click(screen.getByRole('button', { name: texts.save }));
    expect(await screen.findByText(texts.gstinProblems.checkCharacter)).toBeInTheDocument();
    expect(gstin).toHaveAttribute('aria-invalid', 'true');

    await user.clear(gstin);
    await user.type(gstin, '29aagcb7383j1z4');
    await user.click(screen.getByRole('button', { name: texts.save }));
    expect(
      await screen.findByText(/This GSTIN is registered in Karnataka \(state code 29\), not Delhi/),
    ).toBeInTheDocument();
    expect(fake.bodies).toEqual([]);

    // Choosing Karnataka settles it.
    await user.selectOptions(screen.getByRole('combobox', { name: texts.state }), 'Karnataka');
    await waitFor(() => expect(screen.queryByText(/This GSTIN is registered in/)).not.toBeInTheDocument());
  });

  it('saves: sends every field, toasts, and shows that tax invoices are on', async () => {
    const fake = fakeStoreSettingsServer();
    const { user } = renderPage();
    await user.type(await screen.findByRole('textbox', { name: /^Legal name/ }), complete.LegalName);
    await user.type(field(texts.gstin), '29aagcb7383j1z4');
    await user.selectOptions(screen.getByRole('combobox', { name: texts.state }), 'Karnataka');
    await user.type(field(texts.address), complete.Address);
    await user.clear(field(texts.gstRate));
    await user.type(field(texts.gstRate), '2.5');
    await user.type(field(texts.invoicePrefix), 'pk');
    await user.click(screen.getByRole('switch', { name: texts.exportOfServices }));
    await user.click(screen.getByRole('button', { name: texts.save }));

    expect(await screen.findByText(texts.saved)).toBeInTheDocument();
    expect(fake.bodies).toEqual([
      {
        LegalName: complete.LegalName,
        TradeName: '',
        Gstin: '29AAGCB7383J1Z4',
        Address: complete.Address,
        State: 'Karnataka',
        GstRate: 2.5,
        Sac: '998431',
        InvoicePrefix: 'PK',
        ExportOfServices: true,
      },
    ]);
    expect(await screen.findByText(texts.complete)).toBeInTheDocument();
    expect(field(texts.gstin)).toHaveValue('29AAGCB7383J1Z4');
  });

  it("shows the server's refusal under the field it names, and keeps what was typed", async () => {
    fakeStoreSettingsServer();
    server.use(postFailing(taxApiPaths.updateStoreSettings, 400, `Invalid field 'State': ${texts.unknownState}`));
    const { user } = renderPage();
    await user.type(await screen.findByRole('textbox', { name: /^Legal name/ }), 'Pustaka Books');
    await user.click(screen.getByRole('button', { name: texts.save }));
    expect(await screen.findByText(texts.unknownState)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: texts.state })).toHaveAttribute('aria-invalid', 'true');
    expect(field(texts.legalName)).toHaveValue('Pustaka Books');
  });

  describe('on a 390 px phone', () => {
    atPhoneWidth();

    it('shows every field and the Save button', async () => {
      fakeStoreSettingsServer();
      renderPage();
      const form = await screen.findByRole('form', { name: texts.title });
      expect(within(form).getAllByRole('textbox')).toHaveLength(7);
      expect(within(form).getByRole('button', { name: texts.save })).toBeVisible();
    });
  });
});

describe('TaxInvoiceNotice', () => {
  const renderNotice = () =>
    renderWithProviders(
      <header>
        <TaxInvoiceNotice />
      </header>,
      { route: '/', preloadedState: admin() },
    );

  it('says in the header what is missing, with a link to Store settings', async () => {
    fakeStoreSettingsServer(storeSettings({ ...complete, Gstin: '', InvoicePrefix: '' }));
    renderNotice();
    const notice = await screen.findByRole('status');
    expect(notice.closest('header')).not.toBeNull();
    expect(notice).toHaveTextContent(
      'Tax invoices are off: the GSTIN and the invoice number prefix. Receipts say "not a tax invoice" until Store settings are complete.',
    );
    expect(within(notice).getByRole('link', { name: texts.noticeLink })).toHaveAttribute('href', '/admin/settings');
  });

  it('says nothing once the settings are complete', async () => {
    const fake = fakeStoreSettingsServer(storeSettings(complete));
    renderNotice();
    await waitFor(() => expect(fake.settings.TaxInvoiceReady).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
