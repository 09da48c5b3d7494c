import Alert from '@mui/material/Alert';
import { useFormContext, useWatch } from 'react-hook-form';
import type { FlagValues } from '../bookForm';
import { useTranslate } from '../../../i18n/translate';
import { adminMessages } from '../admin.messages';
import { publishingText, visibilitySwitchesOff } from '../publishing';

/**
 * The summary's word on whether shoppers will see the book once it is uploaded: a switch tapped
 * and missed on step 4 is otherwise found out only in the shop.
 */
export function VisibilityNote() {
  const t = useTranslate();
  const { control } = useFormContext<FlagValues>();
  const [IsActive, IsApproved] = useWatch({ control, name: ['IsActive', 'IsApproved'] });
  const off = visibilitySwitchesOff({ IsActive, IsApproved }, t);
  return off.length > 0 ? (
    <Alert severity="warning">{publishingText.willBeHidden(t, off)}</Alert>
  ) : (
    <Alert severity="success">{t(adminMessages.willBeVisible)}</Alert>
  );
}
