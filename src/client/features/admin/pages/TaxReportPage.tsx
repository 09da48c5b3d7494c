import { useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { skipToken } from '@reduxjs/toolkit/query/react';
import type { TaxDocumentRegister, TaxReport, TaxSummaryRow } from '../../../../shared/contract/tax-report.contract';
import { documentTitles } from '../../../../shared/document-titles';
import { isCalendarMonth, istMonthOf } from '../../../../shared/financial-year';
import { formatRupees, rupeesToPaise } from '../../../../shared/money';
import { OUTSIDE_INDIA, taxTexts as texts } from '../../../../shared/tax-texts';
import { SectionState } from '../../../components/SectionState';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useDocumentDownload } from '../../orders';
import { useGetTaxReportQuery } from '../admin.api';
import { AdminOnly } from '../components/AdminOnly';
import { AdminEmptyNotice } from '../components/AdminListParts';
import { useLingui } from '@lingui/react';
import { activeLocale } from '../../../i18n/i18n';
import { useTranslate } from '../../../i18n/translate';
import { adminMessages } from '../admin.messages';
import { monthInWords } from '../adminTexts';

export function TaxReportPage() {
  return (
    <AdminOnly>
      <TaxReports />
    </AdminOnly>
  );
}

const rupees = (amount: number) => formatRupees(rupeesToPaise(amount));

/**
 * The seller's report of a month, as GSTR-1 asks for it: the month (IST) picked with the
 * browser's month field (a text field taking YYYY-MM where a browser has none), the report's
 * tables, and its CSV downloaded with the session's token.
 */
function TaxReports() {
  const t = useTranslate();
  // India's month, whatever the admin's computer's time zone says: the report's months are IST's.
  const [typed, setTyped] = useState(() => istMonthOf(new Date()));
  const month = isCalendarMonth(typed) ? typed : undefined;
  const query = useGetTaxReportQuery(month ? { Month: month } : skipToken);
  const { download, isDownloading } = useDocumentDownload();
  useDocumentTitle(documentTitles.named(t.text(texts.reportTitle)));
  // The current month's report only: another month's stays out while the new one loads.
  const report = query.currentData;

  return (
    <Box sx={{ my: { xs: 2, md: 4 }, minWidth: 0 }}>
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'flex-start', gap: 2 }}
      >
        <Typography variant="h1">{t.text(texts.reportTitle)}</Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2 }}>
          <TextField
            type="month"
            label={t.text(texts.reportMonth)}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            error={month === undefined}
            helperText={month === undefined ? t.text(texts.reportMonthRule) : undefined}
            size="small"
            // GST began in July 2017: no month before it has anything to report.
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: '2017-07' } }}
          />
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            disabled={month === undefined || isDownloading({ kind: 'taxReport', month })}
            onClick={() => {
              if (month) void download({ kind: 'taxReport', month });
            }}
          >
            {t.text(texts.downloadCsv)}
          </Button>
        </Box>
      </Box>
      <Typography sx={{ color: 'text.secondary', mt: 1, mb: 3 }}>{t.text(texts.reportIntro)}</Typography>
      {month ? (
        <SectionState
          label={t.text(texts.reportTitle)}
          isLoading={report === undefined && query.isFetching}
          isError={query.isError}
          onRetry={() => void query.refetch()}
          skeleton="block"
        >
          {report ? <ReportTables report={report} /> : null}
        </SectionState>
      ) : null}
    </Box>
  );
}

function ReportTables({ report }: { report: TaxReport }) {
  const t = useTranslate();
  const locale = activeLocale(useLingui().i18n);
  if (report.InvoiceRegister.Count === 0 && report.CreditNoteRegister.Count === 0)
    return (
      <AdminEmptyNotice>
        {t(adminMessages.taxReportEmpty, { month: monthInWords(locale, report.Month) })}
      </AdminEmptyNotice>
    );
  return (
    <>
      <SummarySection title={texts.b2cTitle} note={texts.b2cNote} rows={report.B2c} />
      <SummarySection title={texts.creditNotesTitle} note={texts.creditNotesNote} rows={report.CreditNotes} />
      <RegistersSection report={report} />
    </>
  );
}

const amountColumns = [texts.taxableValue, texts.igst, texts.cgst, texts.sgst];

/** A place of supply: a state's name as the GST list spells it, or the shared words for exports. */
const placeName = (t: ReturnType<typeof useTranslate>, place: string) =>
  place === OUTSIDE_INDIA ? t.text(place) : place;

/**
 * A titled table that scrolls sideways inside its frame when it is wider than the screen (a 390 px
 * phone), never the page; the frame takes the keyboard's focus so the scroll works without a mouse.
 */
function ReportSection({
  title,
  note,
  columns,
  children,
}: {
  title: string;
  note?: string;
  columns: string[];
  children: ReactNode;
}) {
  const t = useTranslate();
  const headingId = useId();
  return (
    <Box component="section" sx={{ mb: 4, minWidth: 0 }}>
      <Typography id={headingId} component="h2" variant="h5" sx={{ mb: 0.5 }}>
        {t.text(title)}
      </Typography>
      {note ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          {t.text(note)}
        </Typography>
      ) : null}
      <TableContainer
        component={Paper}
        variant="outlined"
        role="region"
        aria-labelledby={headingId}
        tabIndex={0}
        sx={{ maxWidth: '100%', overflowX: 'auto' }}
      >
        <Table size="small" aria-label={t.text(title)} sx={{ whiteSpace: 'nowrap' }}>
          <TableHead>
            <TableRow>
              {columns.map((column, index) => (
                <TableCell key={column} align={index === 0 ? 'left' : 'right'}>
                  {t.text(column)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>{children}</TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}

function SummarySection({ title, note, rows }: { title: string; note: string; rows: TaxSummaryRow[] }) {
  const t = useTranslate();
  const columns = [texts.placeOfSupply, texts.rate, ...amountColumns];
  return (
    <ReportSection title={title} note={note} columns={columns}>
      {rows.length === 0 ? (
        <TableRow>
          <TableCell colSpan={columns.length} sx={{ color: 'text.secondary' }}>
            {t.text(texts.noRows)}
          </TableCell>
        </TableRow>
      ) : (
        rows.map((row) => (
          <TableRow key={`${row.PlaceOfSupply} ${row.Rate}`}>
            <TableCell component="th" scope="row">
              {placeName(t, row.PlaceOfSupply)}
            </TableCell>
            <TableCell align="right">{`${row.Rate}%`}</TableCell>
            <TableCell align="right">{rupees(row.TaxableValue)}</TableCell>
            <TableCell align="right">{rupees(row.Igst)}</TableCell>
            <TableCell align="right">{rupees(row.Cgst)}</TableCell>
            <TableCell align="right">{rupees(row.Sgst)}</TableCell>
          </TableRow>
        ))
      )}
    </ReportSection>
  );
}

function RegisterRow({ label, register }: { label: string; register: TaxDocumentRegister }) {
  const t = useTranslate();
  return (
    <TableRow>
      <TableCell component="th" scope="row">
        {t.text(label)}
      </TableCell>
      <TableCell align="right">{register.First ?? '—'}</TableCell>
      <TableCell align="right">{register.Last ?? '—'}</TableCell>
      <TableCell align="right">{register.Count}</TableCell>
      <TableCell align="right">{rupees(register.TaxableValue)}</TableCell>
      <TableCell align="right">{rupees(register.Igst)}</TableCell>
      <TableCell align="right">{rupees(register.Cgst)}</TableCell>
      <TableCell align="right">{rupees(register.Sgst)}</TableCell>
      <TableCell align="right">{rupees(register.Total)}</TableCell>
    </TableRow>
  );
}

function RegistersSection({ report }: { report: TaxReport }) {
  const t = useTranslate();
  const { Net: net } = report;
  return (
    <ReportSection
      title={texts.registersTitle}
      columns={[texts.document, texts.firstNumber, texts.lastNumber, texts.count, ...amountColumns, texts.total]}
    >
      <RegisterRow label={texts.invoicesRegister} register={report.InvoiceRegister} />
      <RegisterRow label={texts.creditNotesRegister} register={report.CreditNoteRegister} />
      <TableRow sx={{ '& > *': { fontWeight: 600 } }}>
        <TableCell component="th" scope="row" colSpan={4}>
          {t.text(texts.net)}
        </TableCell>
        <TableCell align="right">{rupees(net.TaxableValue)}</TableCell>
        <TableCell align="right">{rupees(net.Igst)}</TableCell>
        <TableCell align="right">{rupees(net.Cgst)}</TableCell>
        <TableCell align="right">{rupees(net.Sgst)}</TableCell>
        <TableCell align="right">{rupees(net.Total)}</TableCell>
      </TableRow>
    </ReportSection>
  );
}
