/** The metadata key of handlers whose empty answer is 204 (read by ListInterceptor). */
export const EMPTY_IS_204 = 'lists:empty-is-204';
