import {
  type CompleteProfileRequest,
  completeEntrepreneurProfileRequest,
  completeInvestorProfileRequest,
  type UserProfile,
  updateEntrepreneurProfileRequest,
  updateInvestorProfileRequest,
} from '@angelbridge/contracts';
import type { UseFormReturnType } from '@mantine/form';
import type { ComponentType } from 'react';
import type { z } from 'zod';
import { EntrepreneurFields } from './entrepreneur-fields';
import { InvestorFields } from './investor-fields';
import {
  type AccountValues,
  type EntrepreneurFormValues,
  entrepreneurFields,
  entrepreneurValues,
  type InvestorFormValues,
  investorFields,
  investorValues,
} from './profile-values';

/** What the completion and edit forms need to know about one kind of user. */
export interface ProfileKind<V extends AccountValues> {
  /** The form's values for a stored profile; empty ones when there is none or it is of the other kind. */
  values: (profile?: UserProfile) => V;
  /** The kind's own request fields (everything but the account fields). */
  fields: (values: V) => CompleteProfileRequest;
  /** Every field of the kind but the picture and the account fields. */
  Fields: ComponentType<{ form: UseFormReturnType<V> }>;
  completeSchema: z.ZodType;
  updateSchema: z.ZodType;
}

export const entrepreneurKind: ProfileKind<EntrepreneurFormValues> = {
  values: (profile) => entrepreneurValues(profile?.user_type === 'entrepreneur' ? profile : undefined),
  fields: entrepreneurFields,
  Fields: EntrepreneurFields,
  completeSchema: completeEntrepreneurProfileRequest,
  updateSchema: updateEntrepreneurProfileRequest,
};

export const investorKind: ProfileKind<InvestorFormValues> = {
  values: (profile) => investorValues(profile?.user_type === 'investor' ? profile : undefined),
  fields: investorFields,
  Fields: InvestorFields,
  completeSchema: completeInvestorProfileRequest,
  updateSchema: updateInvestorProfileRequest,
};
