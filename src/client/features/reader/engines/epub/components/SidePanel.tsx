import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';

interface SidePanelProps {
  id: string;
  title: string;
  closeLabel: string;
  open: boolean;
  anchor: 'left' | 'right';
  onClose: () => void;
  /** Kept when closed, so a search's matches are still there when the panel opens again. */
  keepMounted?: boolean;
  /** Once the panel has slid in (to focus its field). */
  onEntered?: () => void;
  children: ReactNode;
}

/**
 * A panel over the book's side (contents, search): a dialog named by its heading, closed by its
 * button, Escape or a tap beside it; focus stays inside while it is open and goes back after.
 */
export function SidePanel({
  id,
  title,
  closeLabel,
  open,
  anchor,
  onClose,
  keepMounted = false,
  onEntered,
  children,
}: SidePanelProps) {
  const headingId = `${id}-heading`;
  return (
    <Drawer
      anchor={anchor}
      open={open}
      onClose={onClose}
      keepMounted={keepMounted}
      slotProps={{
        paper: { id, role: 'dialog', 'aria-labelledby': headingId, sx: { width: 'min(380px, calc(100vw - 40px))' } },
        transition: { onEntered },
      }}
    >
      <Box
        sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}
      >
        <Typography id={headingId} component="h2" variant="h3" sx={{ flex: 1 }}>
          {title}
        </Typography>
        <IconButton aria-label={closeLabel} onClick={onClose} edge="end">
          <CloseIcon />
        </IconButton>
      </Box>
      <Box sx={{ overflowY: 'auto', flex: 1 }}>{children}</Box>
    </Drawer>
  );
}
