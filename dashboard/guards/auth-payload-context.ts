/**
 * Carries the check-auth payload from the login guard to the protected screen below it.
 */
import { createContext } from 'react';
import type { CheckAuthResponse } from '../../shared';

export const AuthPayloadContext = createContext<CheckAuthResponse | null>(null);
