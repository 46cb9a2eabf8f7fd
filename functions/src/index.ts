/** Deployed as two groups: `eu` to the EU project, `na` to the NA project (`firebase deploy --only functions:eu`). */
import { regionalFunctions } from './regional-functions';

export const eu = regionalFunctions('eu');
export const na = regionalFunctions('na');
