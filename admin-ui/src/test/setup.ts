import * as matchers from '@testing-library/jest-dom/matchers';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, expect } from 'vitest';

// jest-dom's own 'vitest' entry cannot see this workspace's vitest (it is hoisted apart), so extend by hand.
expect.extend(matchers);

// MUI and react-admin render slowly in jsdom on a busy machine: give findBy/waitFor time before failing.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});
