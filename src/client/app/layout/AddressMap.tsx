import { useId } from 'react';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { CONTACT } from '../../../shared/constants';
import { useTranslate } from '../../i18n/translate';
import { layoutPartsMessages } from './parts/layoutParts.messages';

/**
 * The "embedded map" of the footer, drawn inline: a stylised street plan around the store's
 * address with a pin. No map service, tiles or iframes are loaded.
 */
export function AddressMap() {
  const titleId = useId();
  const descId = useId();
  const { palette, typography } = useTheme();
  const map = palette.map;
  const t = useTranslate();
  return (
    <Box
      component="svg"
      viewBox="0 0 320 180"
      role="img"
      aria-labelledby={`${titleId} ${descId}`}
      sx={{
        width: '100%',
        maxWidth: 360,
        height: 'auto',
        display: 'block',
        borderRadius: 2,
        border: 1,
        borderColor: 'inverse.border',
      }}
    >
      <title id={titleId}>{t(layoutPartsMessages.mapTitle)}</title>
      <desc id={descId}>{t(layoutPartsMessages.mapDescription, { address: CONTACT.address })}</desc>
      <rect width="320" height="180" fill={map.ground} />
      {/* park and lake */}
      <path d="M0 120 Q40 100 80 118 T150 130 L150 180 L0 180 Z" fill={map.park} />
      <ellipse cx="250" cy="40" rx="40" ry="20" fill={map.water} />
      {/* blocks */}
      <g fill={map.block}>
        <rect x="12" y="12" width="70" height="40" rx="3" />
        <rect x="100" y="12" width="60" height="40" rx="3" />
        <rect x="12" y="70" width="70" height="30" rx="3" />
        <rect x="100" y="70" width="60" height="38" rx="3" />
        <rect x="178" y="78" width="56" height="36" rx="3" />
        <rect x="252" y="78" width="58" height="36" rx="3" />
        <rect x="178" y="132" width="132" height="38" rx="3" />
      </g>
      {/* roads */}
      <g stroke={map.road} strokeLinecap="round">
        <path d="M0 62 H320" strokeWidth="10" />
        <path d="M170 0 V180" strokeWidth="10" />
        <path d="M91 0 V115" strokeWidth="6" />
        <path d="M170 122 H320" strokeWidth="6" />
        <path d="M243 62 V122" strokeWidth="6" />
      </g>
      <text x="8" y="58" fontSize="9" fill={map.label} fontFamily={typography.fontFamily}>
        MG Road
      </text>
      <text x="176" y="10" fontSize="9" fill={map.label} fontFamily={typography.fontFamily}>
        Brigade Rd
      </text>
      {/* pin */}
      <g transform="translate(206 62)">
        <ellipse cx="0" cy="2" rx="8" ry="3" fill={map.pinShadow} />
        <path
          d="M0 0 C-4 -10 -14 -16 -14 -27 A14 14 0 1 1 14 -27 C14 -16 4 -10 0 0 Z"
          fill={map.pin}
          stroke={map.pinOutline}
          strokeWidth="2"
        />
        <circle cx="0" cy="-27" r="5" fill={map.pinOutline} />
      </g>
    </Box>
  );
}
