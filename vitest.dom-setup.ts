import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy/waitFor give up after 3 s instead of 1 s: on a loaded CI machine a render can take longer than a second.
configure({ asyncUtilTimeout: 3000 });

afterEach(() => cleanup());
