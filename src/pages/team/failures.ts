// The Team API's refusals that have words of their own in the UI language (the server speaks
// English): the last active owner, and a reset of two-factor sign-in that is already off.
import { HttpError } from 'react-admin';
import { LAST_OWNER } from '../../../contract/team';

export function teamFailure(error: unknown): string | undefined {
  if (!(error instanceof HttpError) || error.status !== 409) return undefined;
  if (error.message === LAST_OWNER) return 'app.team.errors.last_owner';
  if (/two-factor/i.test(error.message)) return 'app.team.errors.two_factor_off';
  return undefined;
}
