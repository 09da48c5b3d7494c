import { act, render, screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { I18nProvider } from '@lingui/react';
import { i18n } from '../../i18n/i18n';
import { CountryCodeSelect } from './CountryCodeSelect';

interface Values {
  countryCode: string;
}

/** The picker in a form as its callers use it: react-hook-form, the value is the dialling code. */
function PhoneForm({ onSubmit, countryCode = '' }: { onSubmit: (values: Values) => void; countryCode?: string }) {
  const { control, handleSubmit } = useForm<Values>({ defaultValues: { countryCode } });
  return (
    <form onSubmit={handleSubmit(onSubmit)}>
      <CountryCodeSelect control={control} name="countryCode" />
      <button type="submit">Save</button>
    </form>
  );
}

function renderForm(countryCode?: string) {
  const onSubmit = jest.fn<void, [Values]>();
  // No pointer-events check before each click: it reads the computed style of every ancestor,
  // which with MUI's style sheets is most of a test's time in jsdom on a busy machine.
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  render(
    <I18nProvider i18n={i18n}>
      <PhoneForm onSubmit={onSubmit} countryCode={countryCode} />
    </I18nProvider>,
  );
  const input = screen.getByRole('combobox', { name: 'Country Code' });
  const submitted = async () => {
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    return onSubmit.mock.calls[0]![0];
  };
  /**
   * Pasted, not typed: each key would re-render a list of up to 249 options, which takes seconds
   * in jsdom. Focusing (not clicking) keeps the popup shut until the query is in.
   */
  const search = async (query: string) => {
    act(() => input.focus());
    await user.paste(query);
  };
  return { user, input, search, submitted };
}

describe('CountryCodeSelect', () => {
  it('finds the United States by "usa", and the form gets its dialling code', async () => {
    const { user, input, search, submitted } = renderForm();
    await search('usa');
    const options = await screen.findAllByRole('option');
    expect(options[0]).toHaveAccessibleName('United States (+1)');
    // The visible text is the accessible name; the ISO code badge beside it is decoration.
    expect(within(options[0]!).getByText('United States (+1)')).toBeInTheDocument();
    await user.click(options[0]!);
    expect(input).toHaveValue('US +1');
    expect(await submitted()).toEqual({ countryCode: '+1' });
  });

  it('highlights the owner of a shared code first, so Enter on "+44" chooses the United Kingdom', async () => {
    const { user, input, search, submitted } = renderForm();
    await search('+44');
    expect((await screen.findAllByRole('option'))[0]).toHaveAccessibleName('United Kingdom (+44)');
    await user.keyboard('{Enter}');
    expect(input).toHaveValue('GB +44');
    expect(input).toHaveAttribute('title', 'United Kingdom (+44)');
    expect(await submitted()).toEqual({ countryCode: '+44' });
  });

  it('keeps a country that shares a code once chosen (Canada, not the United States, for +1)', async () => {
    const { user, input, search, submitted } = renderForm();
    await search('canada');
    await user.click(await screen.findByRole('option', { name: 'Canada (+1)' }));
    expect(input).toHaveValue('CA +1');
    expect(await submitted()).toEqual({ countryCode: '+1' });
  });

  it('shows a value that comes from elsewhere with its dialling code, as the primary country of a shared code', () => {
    expect(renderForm('+1').input).toHaveValue('US +1');
  });

  it('says so when nothing matches', async () => {
    const { search } = renderForm();
    await search('atlantis');
    expect(await screen.findByText('No options')).toBeInTheDocument();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });
});
