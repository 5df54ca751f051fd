import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SystemStatus } from '@lotto/contract';
import { changeLanguage, i18n } from '../../../lib/i18n';
import { formatDateTime } from '../../../lib/dates';
import { blockReason } from '../block-reason';
import { MaintenancePage } from './maintenance-page';

const base: SystemStatus = {
  maintenance: false,
  regionRestriction: false,
  maintenanceEnd: null,
  location: { ip: '198.51.100.23', countryCode: 'US' },
  info: {
    register: {},
    whitelabelVal: {},
    imageCDNs: [],
    launchGameCDNs: [],
    customerService: [],
    gw: { GEETEST_ID: '', GEETEST_VERSION: 'v4', PROFILE_ICON_COUNT: 9 },
    resources: [],
    domainRoute: [],
    mainDomain: 'localhost',
    analytics: {},
  },
};
const t = (key: string, vars?: Record<string, unknown>) => i18n.t(key, { ns: 'shell', ...vars });

describe('maintenance page', () => {
  it('asks for no block when neither flag is on, maintenance first when both are', () => {
    expect(blockReason(base)).toBeNull();
    expect(blockReason(undefined)).toBeNull();
    expect(blockReason({ ...base, regionRestriction: true })).toBe('regionRestriction');
    expect(blockReason({ ...base, maintenance: true, regionRestriction: true })).toBe('maintenance');
  });

  it('[S2-2.39] [S2-8.14] shows the system maintenance text and the end time as YYYY-MM-DD HH:mm:ss', async () => {
    await changeLanguage('EN');
    const end = new Date(2031, 4, 6, 7, 8, 9).getTime();
    render(<MaintenancePage status={{ ...base, maintenance: true, maintenanceEnd: end }} siteName="Demo Lotto" />);
    expect(screen.getByRole('heading', { level: 1, name: t('system.maintenanceTitle') })).toBeInTheDocument();
    expect(screen.getByText(t('system.maintenanceUntil', { time: '2031-05-06 07:08:09' }))).toBeInTheDocument();
    expect(formatDateTime(end)).toBe('2031-05-06 07:08:09');
    expect(screen.queryByTestId('visitor-ip')).not.toBeInTheDocument();
  });

  it('[S2-2.39] [S2-8.14] shows access denied due to location or IP restriction with the visitor IP, in the current language', async () => {
    await changeLanguage('TH');
    render(<MaintenancePage status={{ ...base, regionRestriction: true }} />);
    expect(screen.getByRole('heading', { level: 1, name: i18n.getFixedT('TH', 'shell')('system.restrictedTitle') })).toBeInTheDocument();
    expect(screen.getByTestId('visitor-ip')).toHaveTextContent('198.51.100.23');
    await changeLanguage('EN');
  });

  it('offers a "check again" button that asks for a fresh status', async () => {
    await changeLanguage('EN');
    const onCheckAgain = vi.fn();
    render(<MaintenancePage status={{ ...base, maintenance: true }} onCheckAgain={onCheckAgain} />);
    await userEvent.click(screen.getByRole('button', { name: t('system.checkAgain') }));
    expect(onCheckAgain).toHaveBeenCalledOnce();
  });
});
