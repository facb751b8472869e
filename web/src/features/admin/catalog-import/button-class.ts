/** The import's buttons and button-like links: the look they share, and a disabled one dimmed. */
export const BUTTON = 'rounded-md px-4 py-2 font-medium disabled:cursor-not-allowed disabled:opacity-50';
