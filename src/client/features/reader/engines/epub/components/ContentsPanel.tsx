import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslate } from '../../../../../i18n/translate';
import { readerMessages } from '../../../reader.messages';
import type { TocItem } from '../epubBook';
import { SidePanel } from './SidePanel';

export const CONTENTS_PANEL_ID = 'reader-contents';

interface ContentsPanelProps {
  open: boolean;
  toc: readonly TocItem[];
  /** The entry the shown page belongs to: marked, and focused when the panel opens. */
  current: TocItem | undefined;
  onClose: () => void;
  onPick: (href: string) => void;
}

function Entries({
  items,
  depth,
  current,
  onPick,
  focusFirst,
}: {
  items: readonly TocItem[];
  depth: number;
  current: TocItem | undefined;
  onPick: (href: string) => void;
  focusFirst: boolean;
}) {
  return (
    <>
      {items.map((item, index) => {
        const isCurrent = item === current;
        return (
          <li key={`${item.href}#${index}`}>
            <ListItemButton
              selected={isCurrent}
              aria-current={isCurrent ? 'location' : undefined}
              autoFocus={isCurrent || (focusFirst && depth === 0 && index === 0)}
              onClick={() => onPick(item.href)}
              sx={{ pl: 2 + depth * 2 }}
            >
              <ListItemText primary={item.label} />
            </ListItemButton>
            {item.subitems.length > 0 ? (
              <List disablePadding>
                <Entries items={item.subitems} depth={depth + 1} current={current} onPick={onPick} focusFirst={false} />
              </List>
            ) : null}
          </li>
        );
      })}
    </>
  );
}

/** The book's table of contents; an entry goes to its place and closes the panel. */
export function ContentsPanel({ open, toc, current, onClose, onPick }: ContentsPanelProps) {
  const t = useTranslate();
  return (
    <SidePanel
      id={CONTENTS_PANEL_ID}
      title={t(readerMessages.contents)}
      closeLabel={t(readerMessages.closeContents)}
      open={open}
      anchor="left"
      onClose={onClose}
    >
      {toc.length === 0 ? (
        <Typography sx={{ p: 2, color: 'text.secondary' }}>{t(readerMessages.noContents)}</Typography>
      ) : (
        <Box component="nav" aria-label={t(readerMessages.contents)}>
          <List>
            <Entries items={toc} depth={0} current={current} onPick={onPick} focusFirst={current === undefined} />
          </List>
        </Box>
      )}
    </SidePanel>
  );
}
