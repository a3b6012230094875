// Vitest setup: Testing Library cleans up after each test; nothing global is mocked here.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());
