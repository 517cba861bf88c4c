import '@mantine/dates/styles.layer.css';
import { useLingui } from '@lingui/react/macro';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useLanguage } from '../language';
import { calendarLocale } from './datesLocale';

interface BirthDateFieldProps {
  /** yyyy-mm-dd, or empty. */
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

const today = () => new Date().toISOString().slice(0, 10);

/** The birth date, picked on a Gregorian calendar in the shopper's language; optional (the profile, registering). */
export function BirthDateField({ value, onChange, error }: BirthDateFieldProps) {
  const { t } = useLingui();
  const language = useLanguage();
  return (
    <DatesProvider settings={{ locale: calendarLocale(language), firstDayOfWeek: 0 }}>
      <DatePickerInput
        label={t`Birth date`}
        description={t`Optional`}
        placeholder={t`Pick a date`}
        valueFormat="D MMMM YYYY"
        // A birth date is years back: the picker opens on the decades when nothing is chosen yet.
        defaultLevel={value ? 'month' : 'decade'}
        maxDate={today()}
        clearable
        // The level control ("May 1990") is named by what it shows; the arrows need words.
        ariaLabels={{
          previousMonth: t`Previous month`,
          nextMonth: t`Next month`,
          previousYear: t`Previous year`,
          nextYear: t`Next year`,
          previousDecade: t`Previous decade`,
          nextDecade: t`Next decade`,
        }}
        // Days of other months and weekends keep the text's own colour: Mantine's greys and reds read below 4.5:1.
        hideOutsideDates
        weekendDays={[]}
        clearButtonProps={{ 'aria-label': t`Clear the birth date` }}
        leftSection={<IconCalendar size={18} stroke={1.5} aria-hidden />}
        value={value || null}
        onChange={(date) => onChange(date ?? '')}
        error={error}
      />
    </DatesProvider>
  );
}
