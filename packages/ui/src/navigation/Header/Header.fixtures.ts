/** Sample header categories for stories (story data, not part of the public API). */
import { sampleVendors } from '../GameMenu/GameMenu.fixtures';
import { buildHeaderCategories } from './buildHeaderCategories';

export const sampleCategories = buildHeaderCategories([
  { category: 'RNG', vendors: sampleVendors },
  { category: 'LIVE', vendors: [{ key: 'EVO', name: 'Evolution' }, { key: 'SEXY', name: 'AE Sexy' }, { key: 'DG', name: 'Dream Gaming' }] },
  {
    category: 'SPORTS',
    vendors: [
      { key: 'SABA', name: 'SABA Sports' },
      { key: 'DS88', name: 'DS88' },
      { key: 'TF', name: 'TF Gaming', gameType: 'ESPORTS' },
      { key: 'IA', name: 'IA E-sports' },
    ],
  },
  { category: 'FISH', vendors: [{ key: 'JDB', name: 'JDB' }, { key: 'JILI', name: 'JILI' }] },
  { category: 'PVP', vendors: [{ key: 'KM', name: 'Kingmaker' }] },
  { category: 'LOTT', vendors: [{ key: 'TCG_SEA', name: 'SEA Lottery' }, { key: 'TCG_LOTTO_VN', name: 'Vietnam Lottery' }] },
  { category: 'ELOTT', vendors: [] },
]);
