import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router-dom';
import {
  authorApplicationRequestSchema,
  type AuthorApplicationRequest,
} from '../../../../shared/contract/accounts.contract';
import { SNAKE_CASE_PHONE_FIELDS, withCheckedPhone } from '../../../../shared/contract/phone.contract';
import { DESCRIPTION_MAX_LENGTH, PRODUCT_NAME, REDIRECT_DELAY_MS } from '../../../../shared/constants';
import { messages } from '../../../../shared/messages';
import { CountryCodeSelect } from '../../../components/form/CountryCodeSelect';
import { FormPage } from '../../../components/form/FormPage';
import { FormTextField } from '../../../components/form/FormTextField';
import { useSubmitFailure } from '../../../components/form/useSubmitFailure';
import { notify } from '../../../lib/notify';
import { useTranslate } from '../../../i18n/translate';
import { useLater } from '../../../lib/useLater';
import { useAddNewAuthorForReviewMutation } from '../authorProgram.api';
import { uiPaths } from '../../../../shared/ui-paths';
import { authorProgramMessages as texts } from '../authorProgram.messages';

/** The application, its phone number checked for its country as the server checks it. */
const applicationSchema = withCheckedPhone(authorApplicationRequestSchema, SNAKE_CASE_PHONE_FIELDS);

/** Spec section 2, Author Program (route /contact); section 4: on 202 a toast, after 4 s to /. */
export function AuthorProgramPage() {
  const t = useTranslate();
  const navigate = useNavigate();
  const later = useLater();
  const [apply, { isLoading, isSuccess }] = useAddNewAuthorForReviewMutation();
  const { failure, fail, clear } = useSubmitFailure();
  const { control, handleSubmit } = useForm<AuthorApplicationRequest>({
    resolver: zodResolver(applicationSchema),
    defaultValues: { name: '', email: '', country_code: '', phone_number: '', description: '' },
  });
  const description = useWatch({ control, name: 'description' }) ?? '';

  const onSubmit = handleSubmit(async (values) => {
    clear();
    try {
      await apply(values).unwrap();
      notify.success(t.text(messages.authorProgramSubmitted));
      later(() => navigate(uiPaths.home), REDIRECT_DELAY_MS.authorProgram);
    } catch (error) {
      fail(error);
    }
  });

  return (
    <FormPage
      title={t(texts.title)}
      intro={t(texts.intro, { product: PRODUCT_NAME })}
      onSubmit={onSubmit}
      failure={failure}
      maxWidth={640}
    >
      <FormTextField control={control} name="name" label={t(texts.name)} autoComplete="name" required />
      <FormTextField control={control} name="email" label={t(texts.email)} type="email" autoComplete="email" required />
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '2fr 3fr' } }}>
        <CountryCodeSelect control={control} name="country_code" />
        <FormTextField
          control={control}
          name="phone_number"
          label={t(texts.phoneNumber)}
          type="tel"
          autoComplete="tel-national"
          required
        />
      </Box>
      <FormTextField
        control={control}
        name="description"
        label={t(texts.bookDescription)}
        multiline
        minRows={5}
        required
        hint={`${description.length}/${DESCRIPTION_MAX_LENGTH}`}
      />
      <Button type="submit" variant="contained" size="large" disabled={isLoading || isSuccess}>
        {t(texts.submit)}
      </Button>
    </FormPage>
  );
}
