/**
 * The image library the host app may lend the builder: when the Builder is given
 * `pickMedia`, every image setting (`file` kind, image fields of list items) shows "Choose
 * from library" beside its URL input. Without it those settings stay plain URL fields.
 * Owns: the capability's type and context. Not: the library itself (the dashboard's).
 */
import { createContext, useContext } from 'react';

export interface PickMediaRequest {
  /** What the image is for, for the library's title: the setting's label ("Background image"). */
  label: string;
}

/** Opens the host's image library; resolves with the chosen image's URL, `null` when cancelled. */
export type PickMedia = (request: PickMediaRequest) => Promise<string | null>;

/** `null` when the host lends no library. */
export const PickMediaContext = createContext<PickMedia | null>(null);

/** The host's image library, or `null` when none was given to the Builder. */
export function usePickMedia(): PickMedia | null {
  return useContext(PickMediaContext);
}
