import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { accountTexts } from '../../../../shared/account-texts';
import { updateProfileRequestSchema, type UpdateProfileRequest } from '../../../../shared/contract/accounts.contract';
import { withCheckedPhone } from '../../../../shared/contract/phone.contract';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { CountryCodeSelect } from '../../../components/form/CountryCodeSelect';
import { FormTextField } from '../../../components/form/FormTextField';
import { useSubmitFailure } from '../../../components/form/useSubmitFailure';
import { notify } from '../../../lib/notify';
import { useTranslate } from '../../../i18n/translate';
import { useUpdateProfileMutation } from '../profile.api';
import { selectSession, SET_DATA, userFromLogin } from '../session.slice';

/** The request, its phone number checked for its country as the server checks it. */
const detailsSchema = withCheckedPhone(updateProfileRequestSchema);

/**
 * The user's name and phone, edited in place of the details. On success the session takes the
 * saved fields (its token and the rest unchanged), so the header and every page show them at once.
 */
export function EditDetailsForm({ onClose }: { onClose: () => void }) {
  const t = useTranslate();
  const dispatch = useAppDispatch();
  const session = useAppSelector(selectSession);
  const [updateProfile, { isLoading }] = useUpdateProfileMutation();
  const { failure, fail, clear } = useSubmitFailure();
  const { control, handleSubmit, setFocus } = useForm<UpdateProfileRequest>({
    resolver: zodResolver(detailsSchema),
    defaultValues: {
      firstName: session.firstName,
      lastName: session.lastName,
      countryCode: session.countryCode,
      phoneNumber: session.phoneNumber,
    },
  });

  useEffect(() => setFocus('firstName'), [setFocus]);

  const onSubmit = handleSubmit(async (values) => {
    clear();
    try {
      const saved = await updateProfile(values).unwrap();
      dispatch(SET_DATA({ ...session, ...userFromLogin({ ...saved, Token: session.token }) }));
      notify.success(t.text(accountTexts.detailsSaved));
      onClose();
    } catch (error) {
      fail(error);
    }
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-label={t.text(accountTexts.editDetails)}
      sx={{ display: 'grid', gap: 2.5, pt: 1 }}
    >
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField
          control={control}
          name="firstName"
          label={t.text(accountTexts.firstName)}
          autoComplete="given-name"
          required
        />
        <FormTextField
          control={control}
          name="lastName"
          label={t.text(accountTexts.lastName)}
          autoComplete="family-name"
          required
        />
      </Box>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '2fr 3fr' } }}>
        <CountryCodeSelect control={control} name="countryCode" label={t.text(accountTexts.countryCode)} />
        <FormTextField
          control={control}
          name="phoneNumber"
          label={t.text(accountTexts.phoneNumber)}
          type="tel"
          autoComplete="tel-national"
          required
        />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <Button type="submit" variant="contained" disabled={isLoading}>
          {t.text(accountTexts.saveDetails)}
        </Button>
        <Button onClick={onClose} disabled={isLoading}>
          {t.text(accountTexts.cancel)}
        </Button>
      </Box>
    </Box>
  );
}
