/**
 * The caller, as services see it: who is asking, found from the request's session token by the
 * auth plugin. Kept apart from the plugin so the domain layer does not depend on HTTP code.
 */
import type { UserType } from '../../../shared/contract/accounts.contract';

export interface AuthUser {
  /** Database id. */
  id: number;
  /** The same id as the API shows it (`UserId`, `user_Id`): an opaque string. */
  userId: string;
  email: string;
  userType: UserType;
  firstName: string;
  lastName: string;
  /** The session this request came with (logout revokes it). */
  sessionId: number;
}
