import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCallableInput, TCallableOutput } from '@parley/core/calls/callables';
import type { TRegion } from '@parley/core/regions/region-codes';
import { call } from '../../lib/callable';

export interface TCreateAgentVariables {
  region: TRegion;
  input: TCallableInput<'convertAgentTemplateToAgent'>;
}
export type TCreatedAgent = TCallableOutput<'convertAgentTemplateToAgent'>['agentCreated'];

/**
 * Create an agent from a template (convertAgentTemplateToAgent) in `region`. The region travels with
 * the call so the hook can live where nobody is signed in yet. Agent lists of the region reload.
 */
export function useCreateAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ region, input }: TCreateAgentVariables): Promise<TCreatedAgent> =>
      (await call(region, 'convertAgentTemplateToAgent', input)).agentCreated,
    onSuccess: (_created, { region }) => queryClient.invalidateQueries({ queryKey: ['agents', region] }),
  });
}
