export * as z from './members'
