import { screen } from '@testing-library/react';
import { messages } from '../../../../shared/messages';
import { translate } from '../../../i18n/translate';
import { inHindi } from '../../../i18n/test-locale';
import { renderWithProviders } from '../../../testing/render';
import { NewsletterBox } from './NewsletterBox';

describe('NewsletterBox in Hindi', () => {
  inHindi();

  it('asks for the address in Hindi and says what is wrong with it in Hindi', async () => {
    const { user } = renderWithProviders(<NewsletterBox />);
    expect(screen.getByRole('heading', { name: 'हमारे न्यूज़लेटर की सदस्यता लें' })).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'ईमेल पता' });
    expect(field).toHaveAttribute('placeholder', 'आपका ई-मेल पता');
    await user.click(screen.getByRole('button', { name: 'सदस्यता लें' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(translate.text(messages.invalidEmail));
    expect(alert).not.toHaveTextContent(messages.invalidEmail);
  });
});
