import { TextInput } from '@mantine/core';

export interface CityFieldProps {
  value: string;
  onChange: (city: string, coords?: { latitude: number; longitude: number }) => void;
  error?: string;
  onLocatingChange?: (locating: boolean) => void;
}

/** City input of the registration form and the location tab (accounts spec §4). */
export function CityField({ value, onChange, error }: CityFieldProps) {
  return (
    <TextInput
      label="City"
      value={value}
      error={error}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
