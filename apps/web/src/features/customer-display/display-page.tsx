import {
  DISPLAY_MESSAGES,
  type TDisplayLine,
  type TDisplayState,
  type TDisplayView,
} from '@pos/contracts/customer-display';
import { timesPrice } from '@pos/contracts/units';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { hasErrorCode } from '../../api/api-error';
import { serverText } from '../../lib/i18n';
import { formatMoney } from '../../lib/money';
import css from './display-page.module.css';
import { claimCode, followDisplay, forgetToken, storedToken } from './display-session';

type Status = 'connecting' | 'live' | 'reconnecting' | 'unpaired';

/** Waits before connecting again: 1, 2, 4… up to 15 seconds. */
const backoff = (attempt: number) => Math.min(15_000, 1000 * 2 ** attempt);

/**
 * A customer display (`/display/:code`, docs/guide/register.md, "Customer display"): paired by
 * its page's code, it shows its register's cart live until the register disconnects it. No
 * sign-in: the code, then the token it became, is its only credential.
 */
export default function DisplayPage() {
  const { t } = useTranslation('customer-display');
  const { code = '' } = useParams();
  const [view, setView] = useState<TDisplayView | null>(null);
  const [status, setStatus] = useState<Status>('connecting');
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    const abort = new AbortController();
    const { signal } = abort;
    const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const unpaired = (message: string) => {
      forgetToken(code);
      setStatus('unpaired');
      setProblem(message);
    };
    void (async () => {
      let token = storedToken(code);
      for (let attempt = 0; !token && !signal.aborted; attempt++) {
        try {
          setView(await claimCode(code));
          token = storedToken(code);
        } catch (error) {
          if (
            hasErrorCode(error, 'PAIRING_CODE_INVALID') ||
            hasErrorCode(error, 'TOO_MANY_REQUESTS')
          ) {
            unpaired((error as Error).message);
            return;
          }
          setStatus('reconnecting');
          await wait(backoff(attempt));
        }
      }
      for (let attempt = 0; token && !signal.aborted; ) {
        const end = await followDisplay(
          token,
          (next) => {
            attempt = 0;
            setStatus('live');
            setView(next);
          },
          signal,
        ).catch(() => null);
        if (end === null || signal.aborted) return;
        if (end === 'unpaired') {
          unpaired(DISPLAY_MESSAGES.unpaired);
          setView(null);
          return;
        }
        setStatus('reconnecting');
        await wait(backoff(attempt++));
      }
    })();
    return () => abort.abort();
  }, [code]);

  if (status === 'unpaired') {
    return (
      <main className={css.screen}>
        <div className={css.center}>
          <h1 className={css.welcome}>{t('Not paired')}</h1>
          <p>{problem ? serverText(problem) : null}</p>
        </div>
      </main>
    );
  }
  return (
    <main className={css.screen} data-phase={view?.state.phase ?? 'idle'}>
      {view ? (
        <Shown view={view} />
      ) : (
        <div className={css.center}>{t('Connecting to the register…')}</div>
      )}
      {status === 'reconnecting' ? (
        <p className={css.status} role="status">
          {t('Reconnecting to the register…')}
        </p>
      ) : null}
    </main>
  );
}

function Shown({ view }: { view: TDisplayView }) {
  const { t } = useTranslation('customer-display');
  const { shop, state } = view;
  const money = (n: number) => formatMoney(n, shop.currencySymbol);
  if (state.phase === 'idle') {
    return (
      <div className={css.center}>
        {shop.logo ? <img className={css.bigLogo} src={shop.logo} alt="" /> : null}
        <h1 className={css.welcome}>{t('Welcome to {{shop}}', { shop: shop.name })}</h1>
      </div>
    );
  }
  if (state.phase === 'done') {
    return (
      <div className={css.center}>
        {shop.logo ? <img className={css.bigLogo} src={shop.logo} alt="" /> : null}
        <h1 className={css.welcome}>{t('Thank you!')}</h1>
        <Figures state={state} money={money} />
        {state.receipt ? (
          <p className={css.dim}>{t('Receipt {{number}}', { number: state.receipt })}</p>
        ) : null}
      </div>
    );
  }
  return (
    <>
      <header className={css.header}>
        {shop.logo ? <img className={css.logo} src={shop.logo} alt="" /> : null}
        <h1 className={css.shopName}>{shop.name}</h1>
      </header>
      <div className={css.body}>
        <Lines lines={state.lines} money={money} />
        <section className={css.summary} aria-label={t('Totals')}>
          <Totals state={state} money={money} />
        </section>
      </div>
    </>
  );
}

/** The lines, the newest in sight: the list follows the last line added. */
function Lines({ lines, money }: { lines: TDisplayLine[]; money: (n: number) => string }) {
  const { t } = useTranslation('customer-display');
  const list = useRef<HTMLOListElement | null>(null);
  useLayoutEffect(() => {
    const el = list.current;
    if (el && lines.length) el.scrollTop = el.scrollHeight;
  }, [lines.length]);
  return (
    <ol
      className={css.lines}
      ref={list}
      aria-label={t('Items')}
      style={{ listStyle: 'none', margin: 0 }}
    >
      {lines.map((l, i) => (
        // Lines have no id of their own here; their order is the register's.
        // biome-ignore lint/suspicious/noArrayIndexKey: the cart's order is the line's identity.
        <li key={i} className={css.line}>
          <div>
            <div className={css.lineName}>
              {l.name}
              {l.detail ? <span className={css.dim}> · {l.detail}</span> : null}
            </div>
            <div className={css.dim}>
              {timesPrice(String(l.quantity), l.unit ?? 'each', money(l.unitPrice))}
            </div>
            {l.promotions.map((p) => (
              <div key={p.name} className={css.saving}>
                {p.name} −{money(p.amount)}
              </div>
            ))}
            {l.discount > 0 ? (
              <div className={css.saving}>
                {t('Discount −{{amount}}', { amount: money(l.discount) })}
              </div>
            ) : null}
          </div>
          <div className={`${css.amount} ${css.lineName}`}>{money(l.total)}</div>
        </li>
      ))}
    </ol>
  );
}

function Row({ label, value, className }: { label: string; value: string; className?: string }) {
  return (
    <div className={`${css.row} ${className ?? ''}`}>
      <span>{label}</span>
      <span className={css.amount}>{value}</span>
    </div>
  );
}

function Totals({ state, money }: { state: TDisplayState; money: (n: number) => string }) {
  const { t } = useTranslation('customer-display');
  return (
    <>
      <Row label={t('Subtotal')} value={money(state.subtotal)} />
      {state.discount > 0 ? (
        <Row label={t('You save')} value={`−${money(state.discount)}`} className={css.saving} />
      ) : null}
      {state.taxes.map((tax) => (
        <Row
          key={`${tax.name}${tax.rate}`}
          label={
            state.taxIncluded
              ? t('incl. {{tax}} {{rate}}%', { tax: tax.name, rate: tax.rate })
              : t('{{tax}} {{rate}}%', { tax: tax.name, rate: tax.rate })
          }
          value={money(tax.amount)}
          className={css.dim}
        />
      ))}
      <Figures state={state} money={money} />
    </>
  );
}

/** The total, and once more was handed over than it, what was paid and the change. */
function Figures({ state, money }: { state: TDisplayState; money: (n: number) => string }) {
  const { t } = useTranslation('customer-display');
  return (
    <>
      <Row label={t('Total')} value={money(state.total)} className={css.total} />
      {state.tendered !== null ? <Row label={t('Paid')} value={money(state.tendered)} /> : null}
      {state.change !== null && state.change > 0 ? (
        <Row label={t('Change')} value={money(state.change)} className={css.change} />
      ) : null}
    </>
  );
}
