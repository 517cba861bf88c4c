import { useLingui } from '@lingui/react/macro';
import { Select, type SelectProps } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useMemo } from 'react';
import { useLanguage } from '../language';
import { countryOptions } from './countryOptions';

interface CountrySelectProps extends Omit<SelectProps, 'data' | 'value' | 'onChange'> {
  /** The form's props for the country code (SA, AE …). */
  field: GetInputPropsReturnType;
}

/**
 * Every country, named in the shopper's language and searched by name: the address's country and
 * the phone's. Its dropdown opens below the field, moved sideways to stay on screen, and its ~250
 * options exist only while it is open: Mantine keeps a closed list mounted, and every key typed in
 * the form then re-rendered them all.
 */
export function CountrySelect({ field, comboboxProps, ...props }: CountrySelectProps) {
  const { t } = useLingui();
  const language = useLanguage();
  const countries = useMemo(() => countryOptions(language), [language]);
  return (
    <Select
      data={countries}
      searchable
      allowDeselect={false}
      required
      maxDropdownHeight={280}
      nothingFoundMessage={t`No country found`}
      comboboxProps={{ keepMounted: false, middlewares: { flip: false, shift: true }, ...comboboxProps }}
      {...props}
      {...field}
      // The form's onChange takes the value; Select also hands the option, which the form does not need.
      onChange={(value) => field.onChange(value ?? '')}
    />
  );
}
