import { useDataProvider } from 'react-admin';

import type { ConsoleDataProvider } from './dataProvider';

/** The data provider with the console's own calls (event contacts and venues, geocoder, summaries). */
export const useConsoleDataProvider = (): ConsoleDataProvider => useDataProvider<ConsoleDataProvider>();
