/**
 * Reads the check-auth payload of the nearest login guard; throws outside one (a bug).
 */
import { useContext } from 'react';
import { assertExists } from '../../shared';
import type { CheckAuthResponse } from '../../shared';
import { AuthPayloadContext } from './auth-payload-context';

/** The logged-in merchant, as the login guard's auth check returned it. */
export function useAuthPayload(): CheckAuthResponse {
  return assertExists(
    useContext(AuthPayloadContext),
    'useAuthPayload must be used below a <LoginGuard>',
  );
}
