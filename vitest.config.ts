import os from 'node:os'
import path from 'node:path'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: {
    alias: {
      '@payload-config': path.resolve(import.meta.dirname, 'src/payload.config.ts'),
      '@': path.resolve(import.meta.dirname, 'src'),
      // server-only throws outside a React server bundle; domain tests import server modules directly.
      'server-only': path.resolve(import.meta.dirname, 'tests/support/empty.ts'),
    },
  },
  test: {
    include: ['src/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/integration/**/*.test.ts'],
    pool: 'forks',
    // Vitest's default is one fewer than the cores: one file at a time on a 2-core machine, while
    // integration files spend much of their time waiting for PostgreSQL (ADR 0058). VITEST_WORKERS overrides.
    maxWorkers: Number(process.env.VITEST_WORKERS ?? Math.max(2, os.availableParallelism() - 1)),
    globalSetup: ['tests/support/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    env: { PAYLOAD_AUTOGENERATE_TYPES: 'false', NODE_ENV: 'test' },
  },
})
