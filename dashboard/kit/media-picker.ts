/**
 * Hook point for the media library's "Choose from library": a screen's image fields show
 * that button when a picker is provided above them (`MediaPickerContext.Provider`), and
 * work as plain URL fields without one. The media library screen provides the picker.
 */
import { createContext, useContext } from 'react';

export interface MediaPickerRequest {
  /** May the merchant pick several images (the product gallery)? */
  multiple: boolean;
  /** What the images are for, for the picker's title: "Product media". */
  purpose: string;
}

export interface MediaPicker {
  /** Opens the library; resolves with the chosen image URLs, `[]` when cancelled. */
  chooseImages(request: MediaPickerRequest): Promise<string[]>;
}

/** `null` until the media library provides a picker. */
export const MediaPickerContext = createContext<MediaPicker | null>(null);

/** The media library's picker, or `null` when none is wired. */
export function useMediaPicker(): MediaPicker | null {
  return useContext(MediaPickerContext);
}
