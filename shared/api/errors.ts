/** The JSON shape of every 4xx/5xx answer: `details` names each bad field. */
export interface ApiErrorBody {
  error: string;
  details?: { field: string; message: string }[];
  redirectTo?: string;
}
