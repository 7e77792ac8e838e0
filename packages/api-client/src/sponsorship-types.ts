/* Sponsorship (mes-parrainages): spec §3 Sponsorship, §4 reminder states. */

/** One godson: registered (active: name) or invited (inactive: the e-mail the sponsor typed). */
export interface GodsonDto {
  /** The referral id (the reminder route takes it). */
  id: number;
  name: string | null;
  email: string | null;
  ordered: boolean;
  rewarded: boolean;
  createdAt: string;
  reminded: boolean;
  remindedAt: string | null;
  canRemind: boolean;
  nextReminderAt: string | null;
}

/** GET /user/sponsorship. */
export interface SponsorshipDto {
  code: string;
  /** Registration step 1 with the code pre-filled (?parrain=CODE). */
  link: string;
  /** Euros per godson whose first order is delivered. */
  reward: number;
  yearlyCap: number;
  totalEarned: number;
  activeGodsons: GodsonDto[];
  inactiveGodsons: GodsonDto[];
}

/** POST /user/sponsorship/godsons/{id}/reminder. */
export interface ReminderDto {
  remindedAt: string;
  nextReminderAt: string;
}
