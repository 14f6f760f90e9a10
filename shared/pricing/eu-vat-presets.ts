/**
 * A starting point, not law: the EU member states' standard VAT rates, which the tax screen
 * offers to fill in (the merchant checks and edits them; reduced rates are not here). Compared
 * on `EU_VAT_CHECKED_ON` with public summaries of the rates in force since the second half of
 * 2025 (Estonia 24% from July 2025, Romania 21% from August 2025, Slovakia 23% and Finland
 * 25.5%). Rates change: the screen shows the date.
 */
export const EU_VAT_CHECKED_ON = '2026-11-30';

export const EU_STANDARD_VAT: readonly { country: string; percent: number }[] = [
  { country: 'AT', percent: 20 },
  { country: 'BE', percent: 21 },
  { country: 'BG', percent: 20 },
  { country: 'HR', percent: 25 },
  { country: 'CY', percent: 19 },
  { country: 'CZ', percent: 21 },
  { country: 'DK', percent: 25 },
  { country: 'EE', percent: 24 },
  { country: 'FI', percent: 25.5 },
  { country: 'FR', percent: 20 },
  { country: 'DE', percent: 19 },
  { country: 'GR', percent: 24 },
  { country: 'HU', percent: 27 },
  { country: 'IE', percent: 23 },
  { country: 'IT', percent: 22 },
  { country: 'LV', percent: 21 },
  { country: 'LT', percent: 21 },
  { country: 'LU', percent: 17 },
  { country: 'MT', percent: 18 },
  { country: 'NL', percent: 21 },
  { country: 'PL', percent: 23 },
  { country: 'PT', percent: 23 },
  { country: 'RO', percent: 21 },
  { country: 'SK', percent: 23 },
  { country: 'SI', percent: 22 },
  { country: 'ES', percent: 21 },
  { country: 'SE', percent: 25 },
];
