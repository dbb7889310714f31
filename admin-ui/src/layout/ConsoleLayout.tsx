import { Layout, type LayoutProps } from 'react-admin';

import { ConsoleAppBar } from './ConsoleAppBar';
import { ConsoleMenu } from './ConsoleMenu';

export function ConsoleLayout(props: LayoutProps) {
  return <Layout {...props} appBar={ConsoleAppBar} menu={ConsoleMenu} />;
}
