import { defineApiMessages } from '../shared/define-messages.js';

/** The books' refusals: the period, and who may read the company's books. */
export default defineApiMessages({
  fr: {
    fecPeriodOrder: 'La date de fin doit être le jour de début ou après.',
    fecPeriodTooLong: 'Un FEC couvre au plus un exercice (366 jours) : choisissez des dates plus proches.',
    accountingWholeShop:
      'Les comptes sont ceux de toute la société : réservés aux administrateurs et aux gérants de tous les entrepôts.',
  },
  es_ES: {
    fecPeriodOrder: 'La fecha de fin debe ser el día de inicio o posterior.',
    fecPeriodTooLong: 'Un FEC abarca como máximo un ejercicio (366 días): elige fechas más cercanas.',
    accountingWholeShop:
      'La contabilidad es la de toda la empresa: reservada a los administradores y a los encargados de todos los almacenes.',
  },
  nl_BE: {
    fecPeriodOrder: 'De einddatum moet de begindag zijn of later.',
    fecPeriodTooLong:
      'Een FEC beslaat hoogstens één boekjaar (366 dagen): kies data die dichter bij elkaar liggen.',
    accountingWholeShop:
      'De boekhouding is die van het hele bedrijf: alleen voor administrators en beheerders van alle magazijnen.',
  },
});
