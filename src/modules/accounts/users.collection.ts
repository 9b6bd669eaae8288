import type { CollectionConfig } from 'payload'
import { adminOnly, adminOnlyField, isAdminUser, ROLES } from '../access/access'
import { secureCookies } from '../../lib/env'

import { GENDERS } from './gender'
export const SESSION_SECONDS = 60 * 60 * 24 * 14

export const Users: CollectionConfig = {
  slug: 'users',
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'first_name', 'last_name', 'role'], group: 'Accounts' },
  auth: {
    verify: true,
    useSessions: true,
    tokenExpiration: SESSION_SECONDS,
    maxLoginAttempts: 5,
    lockTime: 15 * 60 * 1000,
    cookies: { sameSite: 'Lax', secure: secureCookies() },
  },
  access: {
    // Registration goes through accounts/register.server.ts (our rules and limits, then the system's
    // rights); through Payload only the team creates accounts.
    create: adminOnly,
    read: ({ req }) => (isAdminUser(req.user) ? true : req.user ? { id: { equals: req.user.id } } : false),
    update: ({ req }) => (isAdminUser(req.user) ? true : req.user ? { id: { equals: req.user.id } } : false),
    delete: adminOnly,
    admin: ({ req }) => isAdminUser(req.user),
  },
  fields: [
    { name: 'first_name', type: 'text', required: true, maxLength: 100 },
    { name: 'last_name', type: 'text', required: true, maxLength: 100 },
    { name: 'gender', type: 'select', required: true, options: [...GENDERS], defaultValue: 'GENDER_UNSPECIFIED' },
    {
      name: 'role',
      type: 'select',
      options: [...ROLES],
      index: true,
      // Picked once by the user (accounts/pick-role.server.ts runs with the system's rights); changes go through the team.
      access: { create: adminOnlyField, update: adminOnlyField },
    },
    { name: 'locale', type: 'select', options: ['de', 'fr', 'it'], defaultValue: 'de' },
  ],
}
