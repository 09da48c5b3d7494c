import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@mui/material/styles';
import { I18nProvider } from '@lingui/react';
import { i18n } from '../i18n/i18n';
import { theme } from '../theme/theme';
import { layOutTrack } from '../testing/scrollTrack';
import { HorizontalScroller } from './HorizontalScroller';

function renderRow(step: number) {
  render(
    <I18nProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <HorizontalScroller step={step}>
          {['One', 'Two', 'Three'].map((name) => (
            <a key={name} href={`#${name}`}>
              {name}
            </a>
          ))}
        </HorizontalScroller>
      </ThemeProvider>
    </I18nProvider>,
  );
  return { track: screen.getByTestId('scroller-track'), user: userEvent.setup() };
}

/** Every style rule, those inside @media blocks included. */
function allRules(rules: CSSRuleList): CSSRule[] {
  return Array.from(rules).flatMap((rule) =>
    'cssRules' in rule ? allRules((rule as CSSGroupingRule).cssRules) : [rule],
  );
}

/** jsdom cannot parse vendor selectors (::-moz-focus-inner); those never select our row anyway. */
function selects(selector: string, element: Element): boolean {
  try {
    return element.matches(selector);
  } catch {
    return false;
  }
}

/** The CSS text of every style rule that applies to `element` (emotion's generated rules included). */
function cssApplyingTo(element: Element): string {
  return Array.from(document.styleSheets)
    .flatMap((sheet) => allRules(sheet.cssRules))
    .filter((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule && selects(rule.selectorText, element))
    .map((rule) => rule.cssText)
    .join('\n');
}

describe('HorizontalScroller', () => {
  it.each([500, 200])('moves the row by exactly its step of %i px per arrow press, both ways', async (step) => {
    const { track, user } = renderRow(step);
    const scrollBy = layOutTrack(track, { scrollLeft: 1000 });
    await user.click(screen.getByRole('button', { name: 'Scroll right' }));
    expect(scrollBy).toHaveBeenLastCalledWith({ left: step, behavior: 'smooth' });
    await user.click(screen.getByRole('button', { name: 'Scroll left' }));
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -step, behavior: 'smooth' });
  });

  it('has no scroll snapping, which would move the row on to the next card edge after the step', () => {
    const { track } = renderRow(500);
    const trackCss = cssApplyingTo(track);
    // The rules were found: the check below looks at the track's real styles, not at nothing.
    expect(trackCss).toMatch(/overflow-x:\s*auto/);
    expect(trackCss).not.toMatch(/scroll-snap/);
    expect(cssApplyingTo(screen.getByRole('link', { name: 'One' }))).not.toMatch(/scroll-snap/);
  });

  it('disables an arrow with nothing more to show in its direction', () => {
    const { track } = renderRow(200);
    layOutTrack(track, { clientWidth: 600, scrollWidth: 600 });
    expect(screen.getByRole('button', { name: 'Scroll left' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Scroll right' })).toBeDisabled();

    layOutTrack(track, { clientWidth: 600, scrollWidth: 1400, scrollLeft: 800 });
    expect(screen.getByRole('button', { name: 'Scroll left' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Scroll right' })).toBeDisabled();
  });
});
