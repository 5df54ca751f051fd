import { useCallback, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PLAYER_EVENT_TYPES, type InboxMessage, type LiveEvent, type LiveEventOf } from '@lotto/contract';
import { useRequestBalanceRefresh } from '../../../lib/balance-refresh';
import { openDialog } from '../../../lib/dialogs';
import { useLiveEvent } from '../../../lib/live-events';
import { formatMoney } from '../../../lib/money';
import { toast } from '../../../lib/toasts';
import { PAYMENT_CONFIRMATIONS_QUERY_KEY, checkPaymentConfirmations } from '../api/payment-confirmations';
import { useInboxCheck } from '../hooks/use-inbox-check';
import { PaymentConfirmationDialog } from './payment-confirmation-dialog';


// spec 2 §6: the payment-confirmation list is for isAgent 0, 1 and 2
const CONFIRMING_TYPES: readonly string[] = ['0', '1', '2'];

export interface LiveNotificationsProps {
  /** The member's isAgent: payments to confirm are for 0, 1 and 2 only. */
  isAgent: string | null | undefined;
  /** Runs the inbox check (the member loads unread counts and the merchant has the inbox). */
  inboxCheck: boolean;
  /** Opens the member centre's inbox. */
  onOpenInbox: () => void;
  /** The unread count is to be read again. */
  onInboxChanged: () => void;
}

type MoneyEvent = LiveEventOf<'DEPOSIT'> | LiveEventOf<'WITHDRAW'>;
type TransferEvent = LiveEventOf<'AGENT_TRANSFER_AGENT_TO_DOWNLINE'> | LiveEventOf<'AGENT_TRANSFER_DOWNLINE_TO_AGENT'>;

/**
 * What a member sees of their live events (spec 2 §2 "Event notifications", §3, §8 S2-8.12): a
 * toast for each (bottom right, lib/toasts), the manual bonus modal for MANUAL_PROMO, and the
 * payment-confirmation list, opened as the session starts when it holds payments and by the
 * PAYMENT_CONFIRMATION toast; money-moving events ask the
 * shell's balance refresh (the shell already asks it for PROMOTION_CLAIM, DEPOSIT and WITHDRAW).
 * Also runs the inbox check (S2-4.21). Mounted by the shell while a member is logged in.
 */
export function LiveNotifications({ isAgent, inboxCheck, onOpenInbox, onInboxChanged }: LiveNotificationsProps) {
  const { t } = useTranslation('notify');
  const queryClient = useQueryClient();
  const refreshBalance = useRequestBalanceRefresh();
  const [paymentsOpen, setPaymentsOpen] = useState(false);
  const confirms = CONFIRMING_TYPES.includes(isAgent ?? '');

  // spec 2 §4 S2-4.16: as the session starts, the list opens when it holds payments to confirm
  useEffect(() => {
    if (!confirms) return;
    let stopped = false;
    checkPaymentConfirmations(queryClient).then(
      (items) => {
        if (!stopped && items.length > 0) setPaymentsOpen(true);
      },
      () => undefined,
    );
    return () => {
      stopped = true;
    };
  }, [confirms, queryClient]);

  const moneyToast = (event: MoneyEvent) => {
    const { amount, success, remarks } = event.data;
    const status = event.data.status ?? (success ? 'APPROVED' : 'REJECTED');
    const area = event.type === 'DEPOSIT' ? 'deposit' : 'withdraw';
    const text = t(`${area}.${status}`, { amount: formatMoney(amount) });
    const failed = status === 'REJECTED' || status === 'FAILED';
    toast({
      title: t(`${area}.title`),
      message: remarks ? `${text}\n${t('remarks', { remarks })}` : text,
      tone: failed ? 'error' : 'success',
    });
  };

  const transferToast = (event: TransferEvent) => {
    const { amount, sender, receiver } = event.data;
    toast({
      title: t(event.type === 'AGENT_TRANSFER_AGENT_TO_DOWNLINE' ? 'transfer.toDownline' : 'transfer.toAgent'),
      message: t('transfer.message', { amount: formatMoney(amount), sender, receiver }),
      tone: 'info',
      // spec 3: popup asks for the member's attention: it stays until closed
      duration: event.popup ? 0 : undefined,
    });
    refreshBalance();
  };

  const inboxToast = (title: string | undefined) =>
    toast({
      title: t('inbox.title'),
      message: title ? title : t('inbox.generic'),
      tone: 'info',
      action: { label: t('inbox.open'), onClick: onOpenInbox },
    });

  // the nine a player is told about (LOTTERY_SETTLED is the lottery feature's)
  useLiveEvent(PLAYER_EVENT_TYPES, (event: LiveEvent) => {
    switch (event.type) {
      case 'MANUAL_PROMO': {
        const data = event.data;
        const message =
          event.message ||
          (data
            ? data.promotionName
              ? t('manualPromo.messageNamed', { amount: formatMoney(data.amount), name: data.promotionName })
              : t('manualPromo.message', { amount: formatMoney(data.amount) })
            : t('manualPromo.generic'));
        openDialog({ tone: 'success', title: event.title || t('manualPromo.title'), message, confirmLabel: t('manualPromo.confirm') });
        refreshBalance();
        return;
      }
      case 'PROMOTION_CLAIM': {
        const data = event.data;
        if (!data) {
          toast({ title: event.title || t('promotion.title'), message: event.message, tone: 'info' });
          return;
        }
        // worded here, in the member's language (spec 2 §8: approval, rejection with remarks)
        const approved = data.status === 'APPROVED';
        const text = approved
          ? data.amount !== null
            ? t('promotion.approvedAmount', { amount: formatMoney(data.amount) })
            : t('promotion.APPROVED')
          : t('promotion.REJECTED');
        toast({
          title: event.title || t('promotion.title'),
          message: data.remarks ? `${text}\n${t('remarks', { remarks: data.remarks })}` : text,
          tone: approved ? 'success' : 'error',
        });
        return;
      }
      case 'DEPOSIT':
      case 'WITHDRAW':
        moneyToast(event);
        return;
      case 'INBOX':
        inboxToast(event.title);
        return;
      case 'ONLINE_MSG':
        toast({ title: event.title || t('online.title'), message: event.message, tone: 'info', duration: event.popup ? 0 : undefined });
        return;
      case 'PAYMENT_CONFIRMATION':
        if (!confirms) return;
        // spec 3: the list is read again
        void queryClient.invalidateQueries({ queryKey: PAYMENT_CONFIRMATIONS_QUERY_KEY });
        toast({ title: t('payment.title'), message: t('payment.message'), tone: 'info', action: { label: t('payment.open'), onClick: () => setPaymentsOpen(true) } });
        return;
      case 'AGENT_TRANSFER_AGENT_TO_DOWNLINE':
      case 'AGENT_TRANSFER_DOWNLINE_TO_AGENT':
        transferToast(event);
        return;
      default:
        return;
    }
  });

  const onInboxChecked = useCallback(
    (message: InboxMessage | null) => {
      if (message) inboxToast(message.title);
      onInboxChanged();
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the texts and callbacks of the moment are what a late answer should use
    [onInboxChanged, onOpenInbox, t],
  );
  useInboxCheck(inboxCheck, onInboxChecked);

  return confirms ? <PaymentConfirmationDialog open={paymentsOpen} onOpenChange={setPaymentsOpen} /> : null;
}
