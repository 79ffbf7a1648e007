// What the user reads when auth refuses: GoTrue's own message, except a rate limit, which says
// how long to wait in the user's terms instead of "Request rate limit reached".
const text = {
  tooManyIn: (minutes: number) =>
    `Too many attempts, try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  tooManyLater: 'Too many attempts, try again in a few minutes.',
};

export function authErrorMessage(error: { message: string; status?: number | undefined }): string {
  if (error.status !== 429) return error.message;
  // The local server appends the wait ("Try again in 240 seconds."); hosted Supabase does not.
  const seconds = /(\d+) seconds?/.exec(error.message)?.[1];
  if (seconds === undefined) return text.tooManyLater;
  return text.tooManyIn(Math.max(1, Math.ceil(Number(seconds) / 60)));
}
