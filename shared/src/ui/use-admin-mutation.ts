import { apiErrorMessage } from '@villa/shared/api/client';
import { useShellServices } from '@villa/shared/parcel/remote-context';
import { useEndpointMutation, type EndpointMutationOptions } from '../api/request';
import type { AnyRoute, RouteInput, RouteResult } from '../api/route';

export type AdminMutationOptions<R extends AnyRoute> = EndpointMutationOptions<R> & {
  /** The success toast, or a function of the answer and the input. */
  success: string | ((result: RouteResult<R>, input: RouteInput<R>) => string);
};

/**
 * A write from an admin screen: useEndpointMutation (invalidates the listed endpoints) plus toasts
 * through the shell: the success message, or the server's Turkish message on failure. `run`
 * resolves to true on success and false on failure (never throws), which is what ConfirmDialog and
 * a form's submit need:
 *
 *   const remove = useAdminMutation(deleteBank, { invalidates: [listBanks], success: 'Banka hesabı silindi.' });
 *   <ConfirmDialog onConfirm={() => remove.run({ params: { id: bank.id } })} … />
 */
export function useAdminMutation<R extends AnyRoute>(
  route: R,
  { success, ...options }: AdminMutationOptions<R>,
) {
  const { toast } = useShellServices();
  const mutation = useEndpointMutation(route, options);
  const run = async (input: RouteInput<R>): Promise<boolean> => {
    try {
      const result = await mutation.mutateAsync(input);
      toast('success', typeof success === 'function' ? success(result, input) : success);
      return true;
    } catch (err) {
      toast('error', apiErrorMessage(err));
      return false;
    }
  };
  return { ...mutation, run };
}
