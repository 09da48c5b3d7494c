import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import TextDecreaseIcon from '@mui/icons-material/TextDecrease';
import TextIncreaseIcon from '@mui/icons-material/TextIncrease';
import type { MessageDescriptor } from '@lingui/core';
import { useTranslate } from '../../../../../i18n/translate';
import { appearanceNames, readerMessages } from '../../../reader.messages';
import {
  FONT_FAMILIES,
  FONT_SIZES,
  LINE_SPACINGS,
  MARGINS,
  READING_THEMES,
  stepFontSize,
  type ReadingAppearance,
} from '../readingAppearance';

export const APPEARANCE_PANEL_ID = 'reader-appearance';

interface AppearancePanelProps {
  anchor: HTMLElement | null;
  open: boolean;
  appearance: ReadingAppearance;
  onChange: (appearance: ReadingAppearance) => void;
  onClose: () => void;
}

/** A setting's heading over its controls, which it names (they refer to it by `id`). */
function Setting({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.75 }}>
      <Typography id={id} component="h3" variant="h6">
        {label}
      </Typography>
      {children}
    </Box>
  );
}

/** One choice among a few, as a row of buttons (each pressed or not, for screen readers). */
function Choices<T extends string>({
  labelledBy,
  value,
  choices,
  names,
  onChange,
}: {
  labelledBy: string;
  value: T;
  choices: readonly T[];
  names: Record<T, MessageDescriptor>;
  onChange: (value: T) => void;
}) {
  const t = useTranslate();
  return (
    <ToggleButtonGroup
      aria-labelledby={labelledBy}
      exclusive
      fullWidth
      size="small"
      value={value}
      // Pressing the chosen button again would unset it: a setting always has a value.
      onChange={(_event, next: T | null) => (next === null ? undefined : onChange(next))}
    >
      {choices.map((choice) => (
        <ToggleButton key={choice} value={choice} sx={{ textTransform: 'none' }}>
          {t(names[choice])}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

/** The reader's settings for reflowable text: size, font, spacing, margins and the page's theme. */
export function AppearancePanel({ anchor, open, appearance, onChange, onClose }: AppearancePanelProps) {
  const set =
    <K extends keyof ReadingAppearance>(key: K) =>
    (value: ReadingAppearance[K]) =>
      onChange({ ...appearance, [key]: value });
  const { fontSize } = appearance;
  const t = useTranslate();
  return (
    <Popover
      open={open}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      transformOrigin={{ vertical: 'top', horizontal: 'center' }}
      slotProps={{
        paper: {
          id: APPEARANCE_PANEL_ID,
          role: 'dialog',
          'aria-label': t(readerMessages.settings),
          sx: { width: 'min(340px, calc(100vw - 24px))', p: 2, display: 'flex', flexDirection: 'column', gap: 2 },
        },
      }}
    >
      <Setting id="reader-text-size" label={t(readerMessages.textSize)}>
        <Box
          role="group"
          aria-labelledby="reader-text-size"
          sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}
        >
          <IconButton
            aria-label={t(readerMessages.smallerText)}
            onClick={() => set('fontSize')(stepFontSize(fontSize, -1))}
            disabled={fontSize === FONT_SIZES[0]}
          >
            <TextDecreaseIcon />
          </IconButton>
          <Typography aria-live="polite">{`${fontSize}%`}</Typography>
          <IconButton
            aria-label={t(readerMessages.largerText)}
            onClick={() => set('fontSize')(stepFontSize(fontSize, 1))}
            disabled={fontSize === FONT_SIZES.at(-1)}
          >
            <TextIncreaseIcon />
          </IconButton>
        </Box>
      </Setting>
      <Setting id="reader-font" label={t(readerMessages.font)}>
        <Choices
          labelledBy="reader-font"
          value={appearance.fontFamily}
          choices={FONT_FAMILIES}
          names={appearanceNames.fonts}
          onChange={set('fontFamily')}
        />
      </Setting>
      <Setting id="reader-line-spacing" label={t(readerMessages.lineSpacing)}>
        <Choices
          labelledBy="reader-line-spacing"
          value={appearance.lineSpacing}
          choices={LINE_SPACINGS}
          names={appearanceNames.lineSpacings}
          onChange={set('lineSpacing')}
        />
      </Setting>
      <Setting id="reader-margins" label={t(readerMessages.margins)}>
        <Choices
          labelledBy="reader-margins"
          value={appearance.margins}
          choices={MARGINS}
          names={appearanceNames.margins}
          onChange={set('margins')}
        />
      </Setting>
      <Setting id="reader-theme" label={t(readerMessages.theme)}>
        <Choices
          labelledBy="reader-theme"
          value={appearance.theme}
          choices={READING_THEMES}
          names={appearanceNames.themes}
          onChange={set('theme')}
        />
      </Setting>
    </Popover>
  );
}
