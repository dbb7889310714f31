import { frFR } from '@mui/material/locale';
import { fr } from '@unit-costs/contract';

import type { LanguagePack } from '../language-packs';

export const FRENCH: LanguagePack = { messages: fr, mui: frFR };
