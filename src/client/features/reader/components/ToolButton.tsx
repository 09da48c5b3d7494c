import type { MouseEvent, ReactNode } from 'react';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import { useTranslate } from '../../../i18n/translate';
import { readerMessages } from '../reader.messages';

interface ToolButtonProps {
  label: string;
  onClick: (event: MouseEvent<HTMLElement>) => void;
  disabled?: boolean;
  /** For a button that opens a panel: what it opens, and whether it is open. */
  controls?: { id: string; open: boolean; popup: 'dialog' | 'menu' };
  /** For a toggle (a bookmark of the page): whether it is on. */
  pressed?: boolean;
  children: ReactNode;
}

/** An icon button of a reader's toolbar, named for screen readers and in a tooltip. */
export function ToolButton({ label, onClick, disabled, controls, pressed, children }: ToolButtonProps) {
  const button = (
    <IconButton
      aria-label={label}
      onClick={onClick}
      disabled={disabled}
      color="inherit"
      aria-haspopup={controls?.popup}
      aria-expanded={controls ? controls.open : undefined}
      aria-controls={controls?.open ? controls.id : undefined}
      aria-pressed={pressed}
      sx={{ p: { xs: 0.6, sm: 1 } }}
    >
      {children}
    </IconButton>
  );
  // A disabled button fires no events: the tooltip needs a wrapper to listen to.
  return <Tooltip title={label}>{disabled ? <span>{button}</span> : button}</Tooltip>;
}

/** Full screen on and off; nothing where the browser cannot (an iPhone's Safari). */
export function FullscreenButton({
  isFullscreen,
  onToggle,
}: {
  isFullscreen: boolean;
  onToggle: (() => void) | undefined;
}) {
  const t = useTranslate();
  if (!onToggle) return null;
  return (
    <ToolButton label={t(isFullscreen ? readerMessages.exitFullScreen : readerMessages.fullScreen)} onClick={onToggle}>
      {isFullscreen ? <FullscreenExitIcon /> : <FullscreenIcon />}
    </ToolButton>
  );
}
