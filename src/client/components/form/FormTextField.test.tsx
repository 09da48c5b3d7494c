import type { ReactNode } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { emailSchema } from '../../../shared/contract/accounts.contract';
import { phoneNumberMessages } from '../../../shared/account-texts';
import { taxTexts } from '../../../shared/tax-texts';
import { messages } from '../../../shared/messages';
import { i18n } from '../../i18n/i18n';
import { inHindi } from '../../i18n/test-locale';
import { CountryCodeSelect } from './CountryCodeSelect';
import { FormPage } from './FormPage';
import { FormTextField } from './FormTextField';
import { useSubmitFailure } from './useSubmitFailure';

/** A form as the account pages build theirs: a zod schema whose messages are shared English texts. */
const schema = z.object({
  email: emailSchema,
  countryCode: z.string().min(1, messages.invalidCountryCode),
});
type Values = z.infer<typeof schema>;

function EmailForm({ onValid }: { onValid: (fail: (error: unknown) => void) => void }) {
  const { control, handleSubmit } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { email: '', countryCode: '' },
  });
  const { failure, fail } = useSubmitFailure();
  return (
    <FormPage title="Form" onSubmit={handleSubmit(() => onValid(fail))} failure={failure}>
      <FormTextField control={control} name="email" label="Email" hint="0 / 80" />
      <CountryCodeSelect control={control} name="countryCode" />
      <button type="submit">Submit</button>
    </FormPage>
  );
}

/** One field whose schema's message is `message` whatever is typed. */
function OneField({ message }: { message: string }) {
  const { control, handleSubmit } = useForm<{ value: string }>({
    resolver: zodResolver(z.object({ value: z.string().min(100, message) })),
    defaultValues: { value: '' },
  });
  return (
    <form onSubmit={handleSubmit(() => {})}>
      <FormTextField control={control} name="value" label="Value" />
      <button type="submit">Submit</button>
    </form>
  );
}

const withI18n = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;

function renderForm(onValid: (fail: (error: unknown) => void) => void = () => {}) {
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  render(<EmailForm onValid={onValid} />, { wrapper: withI18n });
  return { user, submit: () => user.click(screen.getByRole('button', { name: 'Submit' })) };
}

describe('form fields', () => {
  it("show the schema's message under the field, in English", async () => {
    const { submit } = renderForm();
    await submit();
    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument();
    expect(screen.getByText('Please select a country code.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Country Code' })).toHaveAttribute('placeholder', 'Select');
  });

  describe('in Hindi', () => {
    // Unmounted before inHindi() switches back to English, so that switch re-renders nothing.
    afterEach(cleanup);
    inHindi();

    it("show the schema's message (a shared English text) in Hindi, and their own texts", async () => {
      const { user, submit } = renderForm();
      await submit();
      expect(await screen.findByText('कृपया सही ईमेल डालें')).toBeInTheDocument();
      expect(screen.getByText('कृपया देश कोड चुनें।')).toBeInTheDocument();
      expect(screen.queryByText('Please enter a valid email')).not.toBeInTheDocument();
      const countryCode = screen.getByRole('combobox', { name: 'देश कोड' });
      expect(countryCode).toHaveAttribute('placeholder', 'चुनें');
      expect(screen.getByRole('button', { name: 'खोलें' })).toBeInTheDocument();
      await user.click(countryCode);
      await user.paste('atlantis');
      expect(await screen.findByText('कोई विकल्प नहीं')).toBeInTheDocument();
    });

    it.each([
      [phoneNumberMessages.notValidFor('+91'), 'कृपया +91 के लिए सही फ़ोन नंबर डालें।'],
      ['Must be at most 64 characters.', 'ज़्यादा से ज़्यादा 64 अक्षर हो सकते हैं।'],
      [taxTexts.billingNameTooLong(100), 'ज़्यादा से ज़्यादा 100 अक्षर।'],
      // A resolver that put its errors in the page's language already: not looked up again.
      ['कृपया सही पासवर्ड डालें।', 'कृपया सही पासवर्ड डालें।'],
    ])('show "%s" as "%s"', async (message, hindi) => {
      const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
      render(<OneField message={message} />, { wrapper: withI18n });
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      expect(await screen.findByText(hindi)).toBeInTheDocument();
    });

    it("show a failed submission's text in Hindi", async () => {
      const { user, submit } = renderForm((fail) => fail(new Error('offline')));
      await user.type(screen.getByRole('textbox', { name: 'Email' }), 'reader@example.com');
      await user.click(screen.getByRole('combobox', { name: 'देश कोड' }));
      await user.paste('+91');
      await user.keyboard('{Enter}');
      await submit();
      expect(await screen.findByRole('alert')).toHaveTextContent('कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।');
    });
  });
});
