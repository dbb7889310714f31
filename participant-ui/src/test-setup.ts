import * as matchers from '@testing-library/jest-dom/matchers';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, expect } from 'vitest';

// '@testing-library/jest-dom/vitest' imports vitest from the workspace root, where it is not installed.
expect.extend(matchers);

// The first render of a lazily loaded page compiles MUI in jsdom; on a busy machine that takes seconds.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  // The server renderer's tests run in Node, without a window.
  if (typeof window !== 'undefined') window.localStorage.clear();
});
