import Box from '@mui/material/Box';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useErrorText } from './errorText';

type FormTextFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error'
> & {
  name: FieldPath<T>;
  control: Control<T>;
  /** Shown under the field, at the end of the line (for example a character counter). */
  hint?: string;
};

/**
 * A react-hook-form field drawn as an MUI TextField: a visible label, the schema's message inline
 * under the field and announced through aria-describedby. The schema's message is a shared English
 * text, shown in the page's language (errorText.ts); the label and `hint` come translated from the
 * caller.
 */
export function FormTextField<T extends FieldValues>({ name, control, hint, ...props }: FormTextFieldProps<T>) {
  const errorText = useErrorText();
  const { field, fieldState } = useController({ name, control });
  const error = errorText(fieldState.error?.message);
  return (
    <TextField
      {...props}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={
        hint === undefined ? (
          error
        ) : (
          <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
            <span>{error}</span>
            <span>{hint}</span>
          </Box>
        )
      }
      fullWidth
    />
  );
}
