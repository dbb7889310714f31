import { frFR } from '@mui/material/locale';
import fr from 'virtual:catalogue/fr';

import type { LanguagePack } from '../language-packs';

export const FRENCH: LanguagePack = { messages: fr, mui: frFR };
