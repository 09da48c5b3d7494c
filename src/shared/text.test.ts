import { TITLE_TRUNCATE_LENGTH } from './constants';
import { truncateTitle } from './text';

describe('truncateTitle', () => {
  it('cuts titles longer than 20 characters and adds ...', () => {
    expect(TITLE_TRUNCATE_LENGTH).toBe(20);
    expect(truncateTitle('The Extraordinary Voyages of Captain Meera')).toBe('The Extraordinary Vo...');
  });

  it('leaves a title of 20 characters or fewer whole', () => {
    expect(truncateTitle('Exactly twenty chars')).toBe('Exactly twenty chars');
    expect(truncateTitle('Short')).toBe('Short');
    expect(truncateTitle('')).toBe('');
  });

  it('counts code points, never splitting an emoji or a surrogate pair', () => {
    const emoji = '📚'.repeat(25);
    const cut = truncateTitle(emoji);
    expect(cut).toBe(`${'📚'.repeat(20)}...`);
    expect(cut.endsWith('\uD83D...')).toBe(false);
    expect(truncateTitle('📚'.repeat(20))).toBe('📚'.repeat(20));
    expect(truncateTitle('कहानी की किताबें और कविताएँ संग्रह')).toBe(
      `${Array.from('कहानी की किताबें और कविताएँ संग्रह').slice(0, 20).join('')}...`,
    );
  });
});
