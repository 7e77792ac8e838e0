// The accounting module's front door: the FEC of a period, and its settings.
export { fecFile, type AccountingSettings } from './fec.js';
export { loadAccountingChart, parseAccountingChart } from './chart-setting.js';
