import Box from '@mui/material/Box';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { addAuthorRequestSchema, type AddAuthorRequest } from '../../../../shared/contract/admin.contract';
import { withCheckedPhone } from '../../../../shared/contract/phone.contract';
import { DESCRIPTION_MAX_LENGTH } from '../../../../shared/constants';
import { messages } from '../../../../shared/messages';
import { CountryCodeSelect } from '../../../components/form/CountryCodeSelect';
import { FormTextField } from '../../../components/form/FormTextField';
import { useSubmitFailure } from '../../../components/form/useSubmitFailure';
import { notify } from '../../../lib/notify';
import { useTranslate } from '../../../i18n/translate';
import { useAddAuthorMutation } from '../admin.api';
import { adminMessages } from '../admin.messages';
import { translatedResolver } from '../adminTexts';
import type { AuthorChoice } from './AuthorPicker';

/** 400 names the field the server refused; 409: an account with this e-mail exists. */
const ADD_AUTHOR_STATUSES_WITH_MESSAGE = [400, 409] as const;

/** The request, its phone number checked for its country as the server checks it. */
const addAuthorFormSchema = withCheckedPhone(addAuthorRequestSchema);

const emptyAuthor: AddAuthorRequest = {
  firstName: '',
  lastName: '',
  countryCode: '',
  phoneNumber: '',
  email: '',
  about: '',
};

/**
 * Spec section 2, Add Author modal: every field required, About at most 500, e-mail input type.
 * On success a toast; the author lists reload (tag 'Author') and `onCreated` gets the new author.
 */
export function AddAuthorDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (author: AuthorChoice) => void;
}) {
  const t = useTranslate();
  const [addAuthor, { isLoading }] = useAddAuthorMutation();
  const { failure, fail, clear } = useSubmitFailure(ADD_AUTHOR_STATUSES_WITH_MESSAGE);
  const { control, handleSubmit, reset } = useForm<AddAuthorRequest>({
    resolver: translatedResolver(zodResolver(addAuthorFormSchema)),
    defaultValues: emptyAuthor,
  });
  const about = useWatch({ control, name: 'about' }) ?? '';

  const close = () => {
    clear();
    reset(emptyAuthor);
    onClose();
  };

  const onSubmit = handleSubmit(async (values) => {
    clear();
    try {
      const created = await addAuthor(values).unwrap();
      notify.success(t.text(messages.authorCreated));
      onCreated({ id: created.Id, label: `${values.firstName} ${values.lastName}`.trim() });
      close();
    } catch (error) {
      fail(error);
    }
  });

  return (
    <Dialog
      open={open}
      onClose={isLoading ? undefined : close}
      fullWidth
      maxWidth="sm"
      aria-labelledby="add-author-title"
    >
      <DialogTitle id="add-author-title">{t(adminMessages.addNewAuthor)}</DialogTitle>
      {/* React events bubble through portals: this submit must not reach a form around the opener. */}
      <Box
        component="form"
        noValidate
        aria-label={t(adminMessages.addNewAuthor)}
        onSubmit={(event) => {
          event.stopPropagation();
          void onSubmit(event);
        }}
      >
        <DialogContent sx={{ display: 'grid', gap: 2.5, pt: '8px !important' }}>
          {failure ? <Alert severity="error">{t.text(failure)}</Alert> : null}
          <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <FormTextField control={control} name="firstName" label={t(adminMessages.firstName)} required autoFocus />
            <FormTextField control={control} name="lastName" label={t(adminMessages.lastName)} required />
          </Box>
          <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '2fr 3fr' } }}>
            <CountryCodeSelect control={control} name="countryCode" />
            <FormTextField
              control={control}
              name="phoneNumber"
              label={t(adminMessages.phoneNumber)}
              type="tel"
              required
            />
          </Box>
          <FormTextField control={control} name="email" label={t(adminMessages.email)} type="email" required />
          <FormTextField
            control={control}
            name="about"
            label={t(adminMessages.aboutAuthor)}
            multiline
            minRows={4}
            required
            hint={`${about.length}/${DESCRIPTION_MAX_LENGTH}`}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} disabled={isLoading}>
            {t(adminMessages.cancel)}
          </Button>
          <Button type="submit" variant="contained" disabled={isLoading}>
            {t(adminMessages.addAuthor)}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
