import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing/renderWithProviders';
import { FormField, type FormFieldProps } from './FormField';

function Controlled(props: Omit<FormFieldProps, 'value' | 'onChange'> & { initial: string }) {
  const [value, setValue] = useState(props.initial);
  return <FormField {...props} value={value} onChange={setValue} />;
}

describe('<FormField>', () => {
  it('is a labelled input of its type that the visitor can type into', async () => {
    renderWithProviders(
      <Controlled
        label="Phone"
        type="tel"
        name="phone"
        autoComplete="tel"
        initial=""
        inputAttributes={{ maxLength: 5 }}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAttribute('name', 'phone');
    expect(input).toHaveAttribute('autocomplete', 'tel');
    await userEvent.type(input, '0123456789');
    expect(input).toHaveValue('01234');
  });

  it('is the browser’s own select when given options, and reports the chosen value', async () => {
    renderWithProviders(
      <Controlled label="Guests" initial="2" options={[1, 2, 3].map((n) => ({ value: n, label: `${n} Guests` }))} />,
    );
    const select = screen.getByRole('combobox', { name: 'Guests' });
    expect(select.tagName).toBe('SELECT');
    expect(select).toHaveDisplayValue('2 Guests');
    await userEvent.selectOptions(select, '3 Guests');
    expect(select).toHaveDisplayValue('3 Guests');
    // No popup menu: the options are the select's own.
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('marks an error and ties its message to the field', () => {
    renderWithProviders(
      <FormField
        label="Check-out"
        type="date"
        value="2030-10-01"
        error
        helperText="Check-out must be after check-in."
      />,
    );
    const input = screen.getByLabelText('Check-out');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Check-out must be after check-in.');
  });

  it('keeps a date field’s label above the empty date mask', () => {
    renderWithProviders(<FormField label="Visit date" type="date" value="" />);
    expect(screen.getByText('Visit date', { selector: 'label' })).toHaveAttribute('data-shrink', 'true');
  });
});
