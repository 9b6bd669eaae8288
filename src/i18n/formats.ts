import type { Formats } from 'next-intl'

export const formats = {
  dateTime: {
    short: { day: '2-digit', month: '2-digit', year: 'numeric' },
    month: { month: 'long', year: 'numeric' },
  },
} satisfies Formats
