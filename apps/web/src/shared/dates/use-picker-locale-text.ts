import type { PickersInputLocaleText } from '@mui/x-date-pickers/locales';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** The date picker's own words (its buttons and labels) in the interface language: MUI X has no Swahili. */
export function usePickerLocaleText(): PickersInputLocaleText {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      previousMonth: t('datePicker.previousMonth'),
      nextMonth: t('datePicker.nextMonth'),
      openPreviousView: t('datePicker.openPreviousView'),
      openNextView: t('datePicker.openNextView'),
      calendarViewSwitchingButtonAriaLabel: (view) =>
        t(view === 'year' ? 'datePicker.yearViewOpen' : 'datePicker.calendarViewOpen'),
      openDatePickerDialogue: (date) =>
        date ? t('datePicker.chooseDateSelected', { date }) : t('datePicker.chooseDate'),
      cancelButtonLabel: t('datePicker.cancel'),
      clearButtonLabel: t('datePicker.clear'),
      okButtonLabel: t('datePicker.ok'),
      todayButtonLabel: t('datePicker.today'),
      fieldClearLabel: t('datePicker.clear'),
      dateTableLabel: t('datePicker.pickDate'),
      year: t('datePicker.year'),
      month: t('datePicker.month'),
      day: t('datePicker.day'),
      empty: t('datePicker.empty'),
    }),
    [t],
  );
}
