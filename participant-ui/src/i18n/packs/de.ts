import { deDE } from '@mui/material/locale';
import de from 'virtual:catalogue/de';

import type { LanguagePack } from '../language-packs';

export const GERMAN: LanguagePack = { messages: de, mui: deDE };
