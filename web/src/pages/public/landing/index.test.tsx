import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, findDialog, renderApp } from '../../../test/render';

const LANDING = {
  title: 'Earn with Earnwave',
  subTitle: 'Get rewarded.',
  sectionMessage: 'Three steps to your first rewards',
  headerTitle: 'Earnwave for members',
  headerSubTitle: '1 credit = 1 USDT.',
  sections: ['Join', 'Earn', 'Chain'].map((title) => ({
    title,
    description: `${title} text`,
    relativePath: `assets/landing/${title}.svg`,
  })),
};

function landingApi() {
  return fakeApi({
    'GET /options/public/landing_investment': {
      data: { optionKey: 'landing_investment', optionValue: JSON.stringify(LANDING) },
    },
    'GET /options/video/membership_desc': { data: { title: 'Try for FREE', videoLink: 'assets/video/membership.mp4' } },
    'GET /bannerImages': { data: [{ id: 1, imageUrl: 'assets/banner/banner-1.svg' }] },
    'GET /contact': { data: { name: 'Earnwave support', email: 'support@earnwave.local' } },
  });
}

describe('landing page (spec 1, 2 and 8)', () => {
  it('offers Try for FREE with the video, the creator and fan links and the three steps', async () => {
    landingApi();
    renderApp('/');
    expect(await screen.findByText('Three steps to your first rewards')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Earn with Earnwave' })).toBeInTheDocument();
    expect(screen.getByText(/Get rewarded\./)).toBeInTheDocument();
    for (const step of ['Join', 'Earn', 'Chain'])
      expect(screen.getByRole('heading', { name: step })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Try for FREE' })).toBeInTheDocument();
    expect(screen.getByText('12 months of free basic membership')).toBeInTheDocument();
    expect(screen.getByText('Maximum withdrawal limit 10 USDT')).toBeInTheDocument();
    expect(await screen.findByTestId('membership-video')).toHaveAttribute('src', '/assets/video/membership.mp4');
    expect(screen.getByTestId('membership-video')).toHaveAttribute('preload', 'none');
    expect(screen.getByRole('link', { name: 'Become a creator' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Become a Fan' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName(
      'Access, Monetising, Knowledge, Rewards, Marketing, Earnwave',
    );
    expect(document.title).toBe('Earnwave');
  });

  it('has the navbar: theme switch, Login dropdown, Register modal, Advertiser link and the plus button', async () => {
    landingApi();
    const { user } = renderApp('/');
    expect(await screen.findByRole('link', { name: 'Advertiser' })).toHaveAttribute('href', '/register');
    await user.click(screen.getByRole('button', { name: 'About' }));
    expect(await screen.findByText('Earnwave for members')).toBeInTheDocument();
    expect(screen.getByText('1 credit = 1 USDT.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    // The login form loads on first opening (with antd): give it time on a busy machine.
    expect(await screen.findByRole('button', { name: 'Log in' }, { timeout: 30_000 })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const dialog = await findDialog('Register', 30_000);
    expect(await within(dialog).findByLabelText('Confirm Password')).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Dark mode' }));
    expect(screen.getByRole('switch', { name: 'Dark mode' })).toHaveAttribute('aria-checked', 'true');
    expect(localStorage.getItem('isDark')).toBe('true');
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('has the footer: legal links, the contact modal and social links', async () => {
    landingApi();
    const { user } = renderApp('/');
    expect(await screen.findByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(screen.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', '/terms-and-conditions');
    expect(screen.getByRole('link', { name: 'Facebook' })).toHaveAttribute('target', '_blank');
    await user.click(screen.getByRole('button', { name: 'Contact us' }));
    const dialog = await findDialog('Contact us');
    expect(await within(dialog).findByRole('link', { name: 'support@earnwave.local' })).toHaveAttribute(
      'href',
      'mailto:support@earnwave.local',
    );
  });

  it("keeps the 'Loading...' placeholders when the landing data fails", async () => {
    fakeApi({});
    renderApp('/');
    expect(await screen.findAllByText('Loading...')).not.toHaveLength(0);
  });
});

describe('legal pages (spec 1)', () => {
  it('the privacy policy mentions one month to respond and children under 13', async () => {
    fakeApi({});
    renderApp('/privacy-policy');
    expect(await screen.findByText(/within one month/)).toBeInTheDocument();
    expect(screen.getByText(/not meant for children under 13/)).toBeInTheDocument();
  });

  it('the terms cover content rules, licence, liability, copyright, termination rights and community guidelines', async () => {
    fakeApi({});
    renderApp('/terms-and-conditions');
    for (const heading of [
      'Content rules',
      'Licence',
      'Liability',
      'Copyright',
      'Termination rights',
      'Community guidelines',
    ]) {
      expect(await screen.findByRole('heading', { name: new RegExp(heading) })).toBeInTheDocument();
    }
  });
});
