/** Sign-in texts (workspaces-and-billing §8). */
export const SIGNED_IN = 'Signed in successfully.';
export const SIGN_IN_ERROR = 'An error occurred during sign in.';
export const SIGNED_OUT = 'Signed out successfully.';
export const SIGN_OUT_ERROR = 'An error occurred during sign out.';
export const ACCOUNT_DATA_NOT_PRESENT = 'Account data not present.';
export const SWITCHING_REGION_DELAY_MS = 600;
