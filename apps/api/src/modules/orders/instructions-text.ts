/**
 * Delivery instructions as lines of text, for the confirmation e-mail and the picking PDF (each in
 * its reader's language). The entry code is written in full for the warehouse, masked for an e-mail
 * (a mailbox is read on many devices and forwarded; docs/security.md).
 */
import { type DeliveryInstructions, maskEntryCode } from '@consigne/domain';
import type { MailTranslate } from '../mail/index.js';

export function instructionLines(
  instructions: DeliveryInstructions | null,
  m: MailTranslate,
  entryCode: 'full' | 'masked',
): string[] {
  if (!instructions) return [];
  const lines: string[] = [];
  if (instructions.accessDetails) lines.push(instructions.accessDetails);
  if (instructions.entryCode) {
    const code = entryCode === 'full' ? instructions.entryCode : maskEntryCode(instructions.entryCode);
    lines.push(m('mail.field', { label: m('mail.instructions.entryCode'), value: code }));
  }
  for (const option of instructions.options) lines.push(m(`mail.instructions.${option}`));
  if (instructions.note) lines.push(instructions.note);
  return lines;
}
