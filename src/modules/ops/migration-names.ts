import { migrations } from '../../../migrations'

/** The migrations this build was made with (migrations/index.ts): a ready process has them all. */
export const committedMigrationNames: readonly string[] = migrations.map((m) => m.name)
