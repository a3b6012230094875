// Vitest setup: Testing Library cleans up after each test; nothing global is mocked here.
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Popups and catalogues load as chunks on first use; on a busy two-core machine (CI runs the whole
// suite in parallel) that can take longer than Testing Library's 1 s default.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => cleanup());
