import type { Actor } from '../../../lib/actor.js';
import { ApiError } from '../../../lib/errors.js';
import { message } from '../../../lib/messages.js';
import { iconExists } from '../../media/index.js';

/**
 * A Rayon's icon and an article's cover icon: the contract checks the name's shape (iconName), this
 * whether the icon set the API draws with has it — a 422 on the form's field, in the reader's language.
 */
export function assertKnownIcon(actor: Actor, icon: string | undefined, field: string): void {
  if (icon !== undefined && !iconExists(icon))
    throw new ApiError(422, 'unknownIcon', {}, [{ field, message: message(actor.locale, 'unknownIcon') }]);
}
