import type { ReactNode } from 'react';
import { FormControl, FormHelperText, InputLabel, NativeSelect, OutlinedInput } from '../ui';

/*
 * Form fields that work without JavaScript: the label always sits above the field (MUI floats it
 * with a script otherwise), tied to it by id, with its hint named by aria-describedby.
 */

interface FieldProps {
  id: string;
  name: string;
  label: string;
  help?: string;
}

const describedBy = (id: string, help?: string) => (help ? `${id}-help` : undefined);

export function TextField({
  id,
  name,
  label,
  help,
  inputMode,
  pattern,
  placeholder,
  maxLength,
  width = 200,
}: FieldProps & {
  inputMode?: 'numeric' | 'text';
  pattern?: string;
  placeholder?: string;
  maxLength?: number;
  width?: number | string;
}) {
  return (
    <FormControl size="small" sx={{ width }}>
      <InputLabel shrink htmlFor={id}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        name={name}
        notched
        label={label}
        placeholder={placeholder}
        inputProps={{ inputMode, pattern, maxLength, 'aria-describedby': describedBy(id, help) }}
      />
      {help && <FormHelperText id={describedBy(id, help)}>{help}</FormHelperText>}
    </FormControl>
  );
}

export function SelectField({
  id,
  name,
  label,
  help,
  children,
  width = 260,
}: FieldProps & { children: ReactNode; width?: number | string }) {
  return (
    <FormControl size="small" sx={{ width }}>
      <InputLabel shrink htmlFor={id} variant="outlined">
        {label}
      </InputLabel>
      <NativeSelect
        input={<OutlinedInput notched label={label} />}
        inputProps={{ id, name, 'aria-describedby': describedBy(id, help) }}
      >
        {children}
      </NativeSelect>
      {help && <FormHelperText id={describedBy(id, help)}>{help}</FormHelperText>}
    </FormControl>
  );
}
