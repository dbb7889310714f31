import { deDE } from '@mui/material/locale';
import { de } from '@unit-costs/contract';

import type { LanguagePack } from '../language-packs';

export const GERMAN: LanguagePack = { messages: de, mui: deDE };
