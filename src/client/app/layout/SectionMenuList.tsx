import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from '../../i18n/translate';
import { navLinkText, useSectionLinks } from './navLinks';

interface SectionMenuListProps {
  id: string;
  buttonId: string;
  anchor: HTMLElement | null;
  current: string | undefined;
  onClose: () => void;
}

/** The header's section dropdown: Home, Shop, Author Program, and Delete Account / Add Book when allowed. */
export function SectionMenuList({ id, buttonId, anchor, current, onClose }: SectionMenuListProps) {
  const links = useSectionLinks();
  const t = useTranslate();
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      slotProps={{ list: { 'aria-labelledby': buttonId } }}
    >
      {links.map((link) => (
        <MenuItem key={link.to} component={RouterLink} to={link.to} selected={link.label === current} onClick={onClose}>
          {navLinkText(t, link)}
        </MenuItem>
      ))}
    </Menu>
  );
}
