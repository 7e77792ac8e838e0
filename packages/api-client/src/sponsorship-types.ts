/* Sponsorship (mes-parrainages, docs/rules.md#sponsorship); inferred from the contract. */
import type { godsonSchema, reminderSchema, sponsorshipSchema } from '@consigne/contract';
import type { z } from 'zod';

/** One godson: registered (active: name) or invited (inactive: the e-mail the sponsor typed). */
export type GodsonDto = z.infer<typeof godsonSchema>;

/** GET /user/sponsorship. */
export type SponsorshipDto = z.infer<typeof sponsorshipSchema>;

/** POST /user/sponsorship/godsons/{id}/reminder. */
export type ReminderDto = z.infer<typeof reminderSchema>;
