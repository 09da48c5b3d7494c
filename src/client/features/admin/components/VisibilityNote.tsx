import Alert from '@mui/material/Alert';
import { useFormContext, useWatch } from 'react-hook-form';
import type { FlagValues } from '../bookForm';
import { publishingTexts, visibilitySwitchesOff } from '../publishing';

/**
 * The summary's word on whether shoppers will see the book once it is uploaded: a switch tapped
 * and missed on step 4 is otherwise found out only in the shop.
 */
export function VisibilityNote() {
  const { control } = useFormContext<FlagValues>();
  const [IsActive, IsApproved] = useWatch({ control, name: ['IsActive', 'IsApproved'] });
  const off = visibilitySwitchesOff({ IsActive, IsApproved });
  return off.length > 0 ? (
    <Alert severity="warning">{publishingTexts.willBeHidden(off)}</Alert>
  ) : (
    <Alert severity="success">{publishingTexts.willBeVisible}</Alert>
  );
}
