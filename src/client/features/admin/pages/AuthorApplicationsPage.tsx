import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  ADMIN_PAGE_SIZE,
  AUTHOR_APPLICATION_STATUSES,
  type AuthorApplicationStatus,
} from '../../../../shared/contract/admin.contract';
import { SectionState } from '../../../components/SectionState';
import { AdminTable } from '../components/AdminTable';
import { errorMessage } from '../../../lib/api';
import { countries } from '../../../lib/countries';
import { notify } from '../../../lib/notify';
import { formatDate } from '../../../lib/dates';
import {
  useApproveAuthorApplicationMutation,
  useGetAuthorApplicationsQuery,
  useRejectAuthorApplicationMutation,
} from '../admin.api';
import { AdminOnly } from '../components/AdminOnly';
import { documentTitles } from '../../../../shared/document-titles';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useTranslate } from '../../../i18n/translate';
import { adminMessages } from '../admin.messages';

/** 404: the application is gone; 409: another admin has already decided it. */
const DECISION_STATUSES_WITH_MESSAGE = [404, 409] as const;

const statusColor: Record<AuthorApplicationStatus, 'warning' | 'success' | 'default'> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'default',
};

/** A dialling code names a country only where one country has it (+91), not for +1 or +44. */
function countryOf(dialCode: string): string {
  const matches = countries.filter((country) => country.dial_code === dialCode);
  return matches.length === 1 ? `${matches[0]!.flag} ${matches[0]!.name}` : dialCode;
}

export function AuthorApplicationsPage() {
  return (
    <AdminOnly>
      <AuthorApplications />
    </AdminOnly>
  );
}

/** The Author Program applications, newest first; a pending one is approved (creating the author) or rejected. */
function AuthorApplications() {
  const [status, setStatus] = useState<AuthorApplicationStatus | ''>('');
  const [page, setPage] = useState(1);
  const query = useGetAuthorApplicationsQuery({ Status: status || undefined, Page: page, PageSize: ADMIN_PAGE_SIZE });
  const [approve, approving] = useApproveAuthorApplicationMutation();
  const [reject, rejecting] = useRejectAuthorApplicationMutation();
  const busy = approving.isLoading || rejecting.isLoading;
  const list = query.data?.AuthorApplicationsList ?? [];
  const t = useTranslate();

  useDocumentTitle(documentTitles.named(t(adminMessages.authorApplications)));

  const decide = async (send: () => Promise<{ Message: string }>) => {
    try {
      const result = await send();
      notify.success(t.text(result.Message));
    } catch (error) {
      notify.error(errorMessage(error, DECISION_STATUSES_WITH_MESSAGE));
    }
  };

  return (
    <Box sx={{ my: { xs: 2, md: 4 } }}>
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: 2, mb: 2 }}
      >
        <Typography variant="h1">{t(adminMessages.authorApplications)}</Typography>
        <TextField
          select
          size="small"
          label={t(adminMessages.status)}
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as AuthorApplicationStatus | '');
            setPage(1);
          }}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 180 }}
        >
          <option value="">{t(adminMessages.all)}</option>
          {AUTHOR_APPLICATION_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(adminMessages.applicationStatus, { status: value })}
            </option>
          ))}
        </TextField>
      </Box>
      <SectionState
        label={t(adminMessages.authorApplications)}
        isLoading={query.isLoading}
        isError={query.isError}
        skeleton="block"
      >
        <AdminTable
          label={t(adminMessages.applicationsTableLabel)}
          columns={[
            t(adminMessages.columnName),
            t(adminMessages.columnEmail),
            t(adminMessages.columnPhone),
            t(adminMessages.columnCountry),
            t(adminMessages.columnDescription),
            t(adminMessages.columnDate),
            t(adminMessages.status),
            { label: t(adminMessages.columnActions), align: 'right' },
          ]}
          emptyText={list.length === 0 ? t(adminMessages.applicationsNone, { status: status || 'all' }) : null}
          total={query.data?.Total ?? 0}
          page={page}
          onPage={setPage}
        >
          {list.map((application) => (
            <TableRow key={application.Id}>
              <TableCell>{application.Name}</TableCell>
              <TableCell sx={{ wordBreak: 'break-all' }}>{application.Email}</TableCell>
              <TableCell
                sx={{ whiteSpace: 'nowrap' }}
              >{`${application.CountryCode} ${application.PhoneNumber}`}</TableCell>
              <TableCell>{countryOf(application.CountryCode)}</TableCell>
              <TableCell sx={{ minWidth: 220, maxWidth: 360 }}>
                <Typography
                  variant="body2"
                  sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
                  title={application.Description}
                >
                  {application.Description}
                </Typography>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(application.CreatedAt)}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  label={t(adminMessages.applicationStatus, { status: application.Status })}
                  color={statusColor[application.Status]}
                />
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {application.Status === 'pending' ? (
                  <Box sx={{ display: 'inline-flex', gap: 1 }}>
                    <Button
                      size="small"
                      variant="contained"
                      color="success"
                      disabled={busy}
                      aria-label={t(adminMessages.approveNamed, { name: application.Name })}
                      onClick={() => void decide(() => approve({ Id: application.Id }).unwrap())}
                    >
                      {t(adminMessages.approve)}
                    </Button>
                    <Button
                      size="small"
                      variant="outlined"
                      color="error"
                      disabled={busy}
                      aria-label={t(adminMessages.rejectNamed, { name: application.Name })}
                      onClick={() => void decide(() => reject({ Id: application.Id }).unwrap())}
                    >
                      {t(adminMessages.reject)}
                    </Button>
                  </Box>
                ) : null}
              </TableCell>
            </TableRow>
          ))}
        </AdminTable>
      </SectionState>
    </Box>
  );
}
