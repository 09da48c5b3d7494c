import { useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import FitScreenOutlinedIcon from '@mui/icons-material/FitScreenOutlined';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import { AnnotationButtons, type AnnotationButtonsProps } from '../../annotations/AnnotationButtons';
import { FullscreenButton, ToolButton } from '../../components/ToolButton';
import { clampPage } from '../../readerSettings';
import { useTranslate } from '../../../../i18n/translate';
import { readerMessages } from '../../reader.messages';

interface PdfToolbarProps {
  page: number;
  numPages: number;
  onPage: (page: number) => void;
  zoomPercent: number | undefined;
  isFit: boolean;
  onZoomIn: () => void;
  onZoomOut: () => void;
  onFit: () => void;
  isFullscreen: boolean;
  onToggleFullscreen: (() => void) | undefined;
  /** The page's bookmark and the notes panel (the full book only, not a preview). */
  annotations?: AnnotationButtonsProps;
}

/** The page box: typed page numbers jump on Enter, kept within 1..numPages; leaving it undoes a typo. */
function PageInput({ page, numPages, onPage }: Pick<PdfToolbarProps, 'page' | 'numPages' | 'onPage'>) {
  const t = useTranslate();
  const [draft, setDraft] = useState<string | null>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      const target = clampPage(Number.parseInt(draft ?? String(page), 10), numPages);
      setDraft(null);
      if (!Number.isNaN(target)) onPage(target);
    } else if (event.key === 'Escape') {
      setDraft(null);
    }
  };
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0.5, sm: 1 } }}>
      <TextField
        label={t(readerMessages.pageField)}
        size="small"
        value={draft ?? String(page)}
        onChange={(event) => setDraft(event.target.value.replace(/[^0-9]/g, ''))}
        onKeyDown={onKeyDown}
        onBlur={() => setDraft(null)}
        onFocus={(event) => event.target.select()}
        slotProps={{
          htmlInput: {
            inputMode: 'numeric',
            'aria-describedby': 'reader-page-count',
            sx: { textAlign: 'center', py: 0.75 },
          },
        }}
        sx={{ width: { xs: 58, sm: 68 } }}
      />
      <Typography id="reader-page-count" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
        {t(readerMessages.ofPages, { count: numPages })}
      </Typography>
    </Box>
  );
}

export function PdfToolbar(props: PdfToolbarProps) {
  const { page, numPages, onPage, zoomPercent, isFit, isFullscreen, onToggleFullscreen } = props;
  const t = useTranslate();
  return (
    <Box
      role="toolbar"
      aria-label={t(readerMessages.toolbar)}
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        // One row on a 390 px phone, the bookmark and notes buttons included.
        gap: { xs: 0, sm: 1 },
        flexWrap: 'wrap',
      }}
    >
      <ToolButton label={t(readerMessages.previousPage)} onClick={() => onPage(page - 1)} disabled={page <= 1}>
        <ChevronLeftIcon />
      </ToolButton>
      <PageInput page={page} numPages={numPages} onPage={onPage} />
      <ToolButton label={t(readerMessages.nextPage)} onClick={() => onPage(page + 1)} disabled={page >= numPages}>
        <ChevronRightIcon />
      </ToolButton>
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5, display: { xs: 'none', sm: 'block' } }} />
      <ToolButton label={t(readerMessages.zoomOut)} onClick={props.onZoomOut}>
        <ZoomOutIcon />
      </ToolButton>
      <Typography variant="body2" sx={{ minWidth: 40, textAlign: 'center', display: { xs: 'none', sm: 'block' } }}>
        {zoomPercent === undefined ? '' : `${zoomPercent}%`}
      </Typography>
      <ToolButton label={t(readerMessages.zoomIn)} onClick={props.onZoomIn}>
        <ZoomInIcon />
      </ToolButton>
      <ToolButton label={t(readerMessages.fitToWidth)} onClick={props.onFit} disabled={isFit}>
        <FitScreenOutlinedIcon />
      </ToolButton>
      {props.annotations ? <AnnotationButtons {...props.annotations} /> : null}
      <FullscreenButton isFullscreen={isFullscreen} onToggle={onToggleFullscreen} />
    </Box>
  );
}
