import { defineMessages } from '../define.js';

/** Back-office: the books, the FEC of a period (/admin/comptabilite). Keys start with 'adminAccounting.'. */
export default defineMessages({
  fr: {
    'adminAccounting.title': 'Comptabilité',
    'adminAccounting.intro':
      'Le fichier des écritures comptables (FEC) d’une période, tel que l’administration fiscale le demande lors d’un contrôle : ventes par taux de TVA, frais de livraison, consignes reçues et rendues, cagnotte, paiements par carte et en espèces, consignes vendues, avoirs et remboursements. Les comptes sont ceux de toute la société : réservés aux administrateurs et aux gérants de tous les entrepôts.',
    'adminAccounting.period': 'Période du FEC',
    'adminAccounting.from': 'Du',
    'adminAccounting.to': 'Au',
    'adminAccounting.show': 'Préparer',
    'adminAccounting.thisYear': 'Cette année',
    'adminAccounting.lastYear': 'L’année dernière',
    'adminAccounting.ready': 'Le FEC du {from} au {to} est prêt.',
    'adminAccounting.download': 'Télécharger le FEC',
    'adminAccounting.format':
      'Fichier texte, champs séparés par des tabulations, dates AAAAMMJJ, montants à virgule, écritures dans l’ordre chronologique, chacune équilibrée. Le plan de comptes se règle dans ACCOUNTING_CHART (voir docs/accounting.md).',
    'adminAccounting.periodOrder': 'La date de fin doit être le jour de début ou après.',
    'adminAccounting.periodTooLong':
      'Un FEC couvre au plus un exercice (366 jours) : choisissez des dates plus proches.',
    'adminAccounting.periodInvalid': 'Choisissez deux dates valides.',
  },
  es: {
    'adminAccounting.title': 'Contabilidad',
    'adminAccounting.intro':
      'El fichero de asientos contables (FEC) de un periodo, tal como lo pide la administración tributaria francesa en una inspección: ventas por tipo de IVA, gastos de envío, depósitos cobrados y devueltos, monedero, pagos con tarjeta y en efectivo, depósitos vendidos, facturas rectificativas y reembolsos. La contabilidad es la de toda la empresa: reservada a los administradores y a los encargados de todos los almacenes.',
    'adminAccounting.period': 'Periodo del FEC',
    'adminAccounting.from': 'Del',
    'adminAccounting.to': 'Al',
    'adminAccounting.show': 'Preparar',
    'adminAccounting.thisYear': 'Este año',
    'adminAccounting.lastYear': 'El año pasado',
    'adminAccounting.ready': 'El FEC del {from} al {to} está listo.',
    'adminAccounting.download': 'Descargar el FEC',
    'adminAccounting.format':
      'Fichero de texto, campos separados por tabuladores, fechas AAAAMMDD, importes con coma decimal, asientos en orden cronológico y cada uno cuadrado. El plan de cuentas se configura en ACCOUNTING_CHART (ver docs/accounting.md).',
    'adminAccounting.periodOrder': 'La fecha de fin debe ser el día de inicio o posterior.',
    'adminAccounting.periodTooLong':
      'Un FEC abarca como máximo un ejercicio (366 días): elige fechas más cercanas.',
    'adminAccounting.periodInvalid': 'Elige dos fechas válidas.',
  },
  'nl-BE': {
    'adminAccounting.title': 'Boekhouding',
    'adminAccounting.intro':
      'Het bestand met de boekingen (FEC) van een periode, zoals de Franse belastingadministratie het bij een controle vraagt: verkopen per btw-tarief, leveringskosten, ontvangen en terugbetaald leeggoed, spaarpot, betalingen met kaart en in cash, verkocht leeggoed, creditnota’s en terugbetalingen. De boekhouding is die van het hele bedrijf: alleen voor administrators en beheerders van alle magazijnen.',
    'adminAccounting.period': 'Periode van de FEC',
    'adminAccounting.from': 'Van',
    'adminAccounting.to': 'Tot',
    'adminAccounting.show': 'Klaarmaken',
    'adminAccounting.thisYear': 'Dit jaar',
    'adminAccounting.lastYear': 'Vorig jaar',
    'adminAccounting.ready': 'De FEC van {from} tot {to} staat klaar.',
    'adminAccounting.download': 'FEC downloaden',
    'adminAccounting.format':
      'Tekstbestand, velden gescheiden door tabs, datums JJJJMMDD, bedragen met decimale komma, boekingen in chronologische volgorde, elk in evenwicht. Het rekeningstelsel stel je in met ACCOUNTING_CHART (zie docs/accounting.md).',
    'adminAccounting.periodOrder': 'De einddatum moet de begindag zijn of later.',
    'adminAccounting.periodTooLong':
      'Een FEC beslaat hoogstens één boekjaar (366 dagen): kies data die dichter bij elkaar liggen.',
    'adminAccounting.periodInvalid': 'Kies twee geldige data.',
  },
});
