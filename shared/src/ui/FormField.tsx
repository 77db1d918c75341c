import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import {
  FormControl,
  FormHelperText,
  InputLabel,
  NativeSelect,
  OutlinedInput,
  type SxProps,
  type Theme,
} from '../../mui';

// A field the visitor is in, or one with text in it (`:placeholder-shown` tells an empty one by its blank placeholder).
const FOCUSED = '&:focus-within';
const FILLED = '&:has(input:not(:placeholder-shown))';

/** A field's label once it sits on the border (MUI's shrunk label, or one the rules below have moved there). */
export const LABEL_ON_BORDER = `& .MuiInputLabel-shrink, ${FOCUSED} .MuiInputLabel-root, ${FILLED} .MuiInputLabel-root`;

/**
 * Until a server-rendered field's code has run, MUI does not know the field is focused or filled, so
 * its label would stay over the typed text and its border would not show focus. The browser knows:
 * these rules show both as MUI will.
 */
const BEFORE_ITS_CODE_RUNS = {
  [`${FOCUSED}, ${FILLED}`]: {
    '& .MuiInputLabel-root[data-shrink="false"]': {
      maxWidth: 'calc(133% - 32px)',
      transform: 'translate(14px, -9px) scale(0.75)',
    },
    '& .MuiOutlinedInput-notchedOutline > legend': { maxWidth: '100%' },
  },
  [FOCUSED]: {
    '& .MuiInputLabel-root:not(.Mui-error)': { color: 'primary.main' },
    '& .MuiOutlinedInput-root:not(.Mui-error) .MuiOutlinedInput-notchedOutline': {
      borderColor: 'primary.main',
      borderWidth: 2,
    },
  },
} as const;

export interface FormFieldOption {
  value: string | number;
  label: string;
}

export interface FormFieldProps {
  label: string;
  value: string | number;
  /** The new value as the control reports it (a select's too is a string). */
  onChange?: (value: string) => void;
  type?: 'text' | 'email' | 'tel' | 'date';
  /** Given options, the field is the browser's own <select>. */
  options?: readonly FormFieldOption[];
  name?: string;
  autoComplete?: string;
  /** Attributes of the <input> itself (maxLength, min, …). */
  inputAttributes?: InputHTMLAttributes<HTMLInputElement>;
  error?: boolean;
  /** Shown under the field and read with it; ' ' keeps the line's space for a message to come. */
  helperText?: ReactNode;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * A labelled outlined field: text-like inputs and selects, for every section's forms.
 *
 * Built from TextField's parts rather than TextField, and with a native select rather than MUI's
 * Select: TextField imports Select, which brings Menu, Popover and Modal (`shared/mui-overlays`, the
 * heaviest MUI module) onto every page with a form. A native select is also the phone's own picker.
 */
export function FormField({
  label,
  value,
  onChange,
  type = 'text',
  options,
  name,
  autoComplete,
  inputAttributes,
  error,
  helperText,
  size,
  fullWidth,
  sx,
}: FormFieldProps) {
  const id = useId();
  const helperId = helperText !== undefined ? `${id}-helper` : undefined;
  // A select always shows a value and a date input always shows its mask, so the label sits above.
  const shrink = options || type === 'date' ? true : undefined;
  const outlined = <OutlinedInput label={label} notched={shrink} />;

  return (
    <FormControl
      size={size}
      error={error}
      fullWidth={fullWidth}
      sx={[BEFORE_ITS_CODE_RUNS, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <InputLabel htmlFor={id} shrink={shrink}>
        {label}
      </InputLabel>
      {options ? (
        <NativeSelect
          id={id}
          name={name}
          value={value}
          onChange={(event) => onChange?.(event.target.value)}
          input={outlined}
          inputProps={{ 'aria-describedby': helperId }}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      ) : (
        <OutlinedInput
          id={id}
          name={name}
          type={type}
          label={label}
          notched={shrink}
          value={value}
          onChange={(event) => onChange?.(event.target.value)}
          autoComplete={autoComplete}
          // The blank placeholder tells a filled field (FILLED); a date field's label always sits above, and a date input takes no placeholder.
          placeholder={type === 'date' ? undefined : ' '}
          inputProps={{ ...inputAttributes, 'aria-describedby': helperId }}
        />
      )}
      {helperId && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
