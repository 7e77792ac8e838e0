import { defineApiMessages } from '../shared/define-messages.js';

/** The figures dashboard's refusals: its date range. */
export default defineApiMessages({
  fr: {
    figuresRangeOrder: 'La date de fin doit être le jour de début ou après.',
    figuresRangeTooLong: 'La période ne peut pas dépasser 366 jours : choisissez des dates plus proches.',
  },
  es_ES: {
    figuresRangeOrder: 'La fecha de fin debe ser el día de inicio o posterior.',
    figuresRangeTooLong: 'El periodo no puede superar 366 días: elige fechas más cercanas.',
  },
  nl_BE: {
    figuresRangeOrder: 'De einddatum moet de begindag zijn of later.',
    figuresRangeTooLong:
      'De periode mag niet langer zijn dan 366 dagen: kies data die dichter bij elkaar liggen.',
  },
});
