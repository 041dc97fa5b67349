import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BILLING_ERR, BILLING_UI, type TPlan } from '@coach/contract';
import { toaster } from '../../components/toaster.tsx';
import { errorText } from '../../lib/api.ts';
import { subscriptionApi, subscriptionKeys } from './api.ts';

/** This page's address without its query: where Checkout and the portal send the user back. */
export const pageUrl = () => `${window.location.origin}${window.location.pathname}`;

/** A failure, with the server's reason when it gave one (a 4xx's text) and the hint otherwise. */
const failed = (title: string, err?: unknown) =>
  toaster.create({ id: 'billing-error', type: 'error', title, description: errorText(err, BILLING_ERR.TRY_AGAIN_HINT) });

/** Opens the billing portal in this tab (the payment-failed email's link lands here). */
export async function openPortalHere(): Promise<void> {
  try {
    const { url } = await subscriptionApi.portal({ returnUrl: pageUrl() });
    window.location.assign(url);
  } catch (err) {
    failed(BILLING_ERR.PORTAL_FAILED, err);
  }
}

/** Subscribe (Checkout in this tab), Manage billing (the portal in a new tab), cancel at the period's end and resume. */
export function useBillingActions(userId: string) {
  const queryClient = useQueryClient();

  const checkout = useMutation({
    mutationFn: (plan: TPlan) =>
      subscriptionApi.checkout({
        priceId: plan.id,
        successUrl: `${window.location.origin}/subscription?success=true`,
        cancelUrl: `${window.location.origin}/subscription?canceled=true`,
      }),
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (err) => failed(BILLING_ERR.START_FAILED, err),
  });

  const portal = useMutation({
    mutationFn: (_tab: Window | null) => subscriptionApi.portal({ returnUrl: pageUrl() }),
    onSuccess: ({ url }, tab) => {
      if (tab && !tab.closed) tab.location.href = url;
      // The browser would not open a tab: the portal opens here, and its return link brings the user back.
      else window.location.assign(url);
    },
    onError: (err, tab) => {
      tab?.close();
      failed(BILLING_ERR.PORTAL_FAILED, err);
    },
  });

  const setCancel = useMutation({
    mutationFn: (cancelAtPeriodEnd: boolean) => subscriptionApi.cancel({ cancelAtPeriodEnd }),
    onSuccess: (status, cancelAtPeriodEnd) => {
      queryClient.setQueryData(subscriptionKeys.status(userId), status);
      toaster.create({ type: 'success', title: cancelAtPeriodEnd ? BILLING_UI.CANCELLED_TOAST : BILLING_UI.RESUMED_TOAST });
    },
    onError: (err) => toaster.create({ id: 'billing-error', type: 'error', title: errorText(err, BILLING_ERR.PROVIDER_FAILED) }),
  });

  return {
    subscribe: (plan: TPlan) => checkout.mutate(plan),
    /** The plan whose checkout is being opened (the page leaves once it is). */
    subscribingTo: checkout.isPending || checkout.isSuccess ? checkout.variables?.id : undefined,
    /**
     * A tab opened later, when the address arrives, counts as a popup and is blocked: the tab opens
     * now, in the click, and is sent to the portal when its address arrives.
     */
    manageBilling: () => {
      const tab = window.open('', '_blank');
      // The portal must not reach back into this page (what rel=noopener does for a link).
      if (tab) tab.opener = null;
      portal.mutate(tab);
    },
    managing: portal.isPending,
    cancelAtPeriodEnd: (onDone: () => void) => setCancel.mutate(true, { onSuccess: onDone }),
    resume: () => setCancel.mutate(false),
    cancelling: setCancel.isPending && setCancel.variables === true,
    resuming: setCancel.isPending && setCancel.variables === false,
  };
}
