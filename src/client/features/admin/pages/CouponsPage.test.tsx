import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { apiPaths } from '../../../../shared/api-paths';
import { SUCCESS_STATUS } from '../../../../shared/constants';
import { couponApiPaths } from '../../../../shared/coupon-api-paths';
import { couponTexts as texts } from '../../../../shared/coupon-texts';
import { saveCouponRequestSchema, type Coupon } from '../../../../shared/contract/coupons.contract';
import { renderWithProviders } from '../../../testing/render';
import { server } from '../../../testing/server';
import { loggedInState } from '../../../testing/session';
import { atPhoneWidth } from '../../../testing/viewport';
import { CouponsPage } from './CouponsPage';

const ok = (body: unknown) => HttpResponse.json(body as JsonBodyType, { status: SUCCESS_STATUS });

function coupon(extra: Partial<Coupon> = {}): Coupon {
  return {
    Id: 1,
    Code: 'WELCOME10',
    Kind: 'percent',
    Value: 10,
    MinTotal: 0,
    ValidFrom: null,
    ValidUntil: null,
    MaxUses: 100,
    MaxUsesPerUser: 1,
    GenerIds: [],
    BookIds: [],
    Active: true,
    Uses: 3,
    CreatedAt: '2026-01-01T00:00:00.000Z',
    UpdatedAt: '2026-01-01T00:00:00.000Z',
    ...extra,
  };
}

/**
 * getCoupons and saveCoupon over a list: a body is checked by the contract (as the server does),
 * then saved by its code; `refuse` answers every save with a 400 of that Message instead.
 */
function fakeCouponsServer(coupons: Coupon[], { refuse }: { refuse?: string } = {}) {
  const state = { coupons: structuredClone(coupons), lists: 0 };
  const saved: unknown[] = [];
  server.use(
    http.get(apiPaths.getGenerss, () =>
      ok({
        GenerList: [
          { Id: '1', GenerName: 'Drama' },
          { Id: '2', GenerName: 'Crime' },
        ],
      }),
    ),
    http.get(couponApiPaths.getCoupons, () => {
      state.lists += 1;
      return ok({ Coupons: state.coupons });
    }),
    http.post(couponApiPaths.saveCoupon, async ({ request }) => {
      const body = await request.json();
      saved.push(body);
      if (refuse) return HttpResponse.json({ Message: refuse }, { status: 400 });
      const parsed = saveCouponRequestSchema.safeParse(body);
      if (!parsed.success) return HttpResponse.json({ Message: 'contract refused' }, { status: 400 });
      const request_ = parsed.data;
      const code = request_.Code.toUpperCase();
      const before = state.coupons.find((item) => item.Code === code);
      const next: Coupon = {
        ...(before ?? coupon({ Id: state.coupons.length + 1, Uses: 0 })),
        ...request_,
        Code: code,
        ValidFrom: request_.ValidFrom,
        ValidUntil: request_.ValidUntil,
        GenerIds: request_.GenerIds.map(String),
        BookIds: request_.BookIds.map(String),
      };
      state.coupons = before
        ? state.coupons.map((item) => (item.Code === code ? next : item))
        : [...state.coupons, next];
      return ok({ Message: texts.saved, Coupon: next });
    }),
  );
  return { state, saved };
}

function renderPage() {
  return renderWithProviders(<CouponsPage />, {
    route: '/admin/coupons',
    preloadedState: loggedInState({ userType: 'Admin' }),
  });
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name.replace(/[()₹]/g, '.')}`) });

describe('CouponsPage', () => {
  it('lists each code with its rules, uses, scope and state', async () => {
    fakeCouponsServer([
      coupon(),
      coupon({
        Id: 2,
        Code: 'DIWALI',
        Kind: 'fixed',
        Value: 150.5,
        MinTotal: 499,
        ValidFrom: '2026-10-20T00:00',
        ValidUntil: '2026-11-05T18:30',
        MaxUses: null,
        MaxUsesPerUser: null,
        GenerIds: ['2'],
        Active: false,
        Uses: 7,
      }),
    ]);
    renderPage();
    const table = await screen.findByRole('table', { name: texts.title });
    const row = (code: string) => within(table).getByRole('cell', { name: code }).closest('tr')!;
    expect(within(row('WELCOME10')).getByText('10 % off')).toBeInTheDocument();
    expect(within(row('WELCOME10')).getByText('3 / 100')).toBeInTheDocument();
    expect(within(row('WELCOME10')).getByText(texts.wholeStore)).toBeInTheDocument();
    expect(within(row('WELCOME10')).getByText(texts.active)).toBeInTheDocument();
    expect(within(row('WELCOME10')).getByText(texts.anyTime)).toBeInTheDocument();
    const diwali = row('DIWALI');
    expect(within(diwali).getByText('₹150.50 off')).toBeInTheDocument();
    expect(within(diwali).getByText('₹499.00')).toBeInTheDocument();
    expect(within(diwali).getByText('2026-10-20 00:00 – 2026-11-05 18:30 IST')).toBeInTheDocument();
    expect(within(diwali).getByText('7 (no limit)')).toBeInTheDocument();
    expect(within(diwali).getByText('Genres: Crime')).toBeInTheDocument();
    expect(within(diwali).getByText(texts.paused)).toBeInTheDocument();
    expect(within(diwali).getByRole('button', { name: 'Resume DIWALI' })).toBeInTheDocument();
  });

  it('says when there are no codes yet', async () => {
    fakeCouponsServer([]);
    renderPage();
    expect(await screen.findByText(texts.empty)).toBeInTheDocument();
  });

  it('offers Retry when the list fails', async () => {
    fakeCouponsServer([]);
    let calls = 0;
    server.use(
      http.get(couponApiPaths.getCoupons, () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ Message: 'boom' }, { status: 500 }) : ok({ Coupons: [coupon()] });
      }),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('cell', { name: 'WELCOME10' })).toBeInTheDocument();
  });

  it('creates a code with every rule: sends the body saveCoupon takes and lists it', async () => {
    const fake = fakeCouponsServer([]);
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: texts.newCoupon }));
    const dialog = screen.getByRole('dialog', { name: texts.newCoupon });
    await user.type(field(texts.code), 'diwali-25');
    await user.click(within(dialog).getByRole('radio', { name: texts.fixedOff }));
    await user.type(field(texts.value), '150.50');
    await user.type(field(texts.minTotal), '499');
    fireEvent.change(within(dialog).getByLabelText(`${texts.validFrom} (IST)`), {
      target: { value: '2026-10-20T00:00' },
    });
    fireEvent.change(within(dialog).getByLabelText(`${texts.validUntil} (IST)`), {
      target: { value: '2026-11-05T18:30' },
    });
    await user.type(field(texts.maxUses), '100');
    await user.type(field(texts.maxUsesPerUser), '1');
    await user.click(within(dialog).getByRole('radio', { name: texts.genres }));
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Crime' }));
    await user.click(within(dialog).getByRole('button', { name: texts.save }));

    expect(await screen.findByText(texts.saved)).toBeInTheDocument();
    expect(fake.saved).toEqual([
      {
        Code: 'diwali-25',
        Kind: 'fixed',
        Value: 150.5,
        MinTotal: 499,
        ValidFrom: '2026-10-20T00:00',
        ValidUntil: '2026-11-05T18:30',
        MaxUses: 100,
        MaxUsesPerUser: 1,
        GenerIds: ['2'],
        BookIds: [],
        Active: true,
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The save's tag refreshes the list.
    expect(await screen.findByRole('cell', { name: 'DIWALI-25' })).toBeInTheDocument();
    expect(fake.state.lists).toBe(2);
  });

  it('refuses what the contract refuses under its field, and sends nothing', async () => {
    const fake = fakeCouponsServer([]);
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: texts.newCoupon }));
    await user.type(field(texts.code), 'no spaces');
    await user.type(field(texts.value), '150');
    await user.click(screen.getByRole('radio', { name: texts.books }));
    await user.click(screen.getByRole('button', { name: texts.save }));
    expect(await screen.findByText(texts.codeRule)).toBeInTheDocument();
    expect(screen.getByText(texts.percentRule)).toBeInTheDocument();
    expect(screen.getByText(texts.nameBook)).toBeInTheDocument();
    expect(field(texts.code)).toHaveAttribute('aria-invalid', 'true');
    expect(fake.saved).toEqual([]);
  });

  it("edits a code (its code stays) and shows the server's refusal under the field it names", async () => {
    const fake = fakeCouponsServer([coupon()], { refuse: texts.unknownBooks });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit WELCOME10' }));
    const dialog = screen.getByRole('dialog', { name: texts.editTitle('WELCOME10') });
    expect(field(texts.code)).toHaveValue('WELCOME10');
    expect(field(texts.code)).toBeDisabled();
    expect(field(texts.value)).toHaveValue('10');
    expect(within(dialog).getByRole('radio', { name: texts.percentOff })).toBeChecked();
    await user.clear(field(texts.value));
    await user.type(field(texts.value), '15');
    await user.click(within(dialog).getByRole('radio', { name: texts.books }));
    await user.type(field(texts.bookIds), '12, 99999');
    await user.click(within(dialog).getByRole('button', { name: texts.save }));

    expect(await within(dialog).findByText(texts.unknownBooks)).toBeInTheDocument();
    expect(field(texts.bookIds)).toHaveAttribute('aria-invalid', 'true');
    expect(fake.saved).toEqual([
      {
        Code: 'WELCOME10',
        Kind: 'percent',
        Value: 15,
        MinTotal: 0,
        ValidFrom: null,
        ValidUntil: null,
        MaxUses: 100,
        MaxUsesPerUser: 1,
        GenerIds: [],
        BookIds: ['12', '99999'],
        Active: true,
      },
    ]);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('a refusal that names no field shows above the buttons', async () => {
    fakeCouponsServer([coupon()], { refuse: 'Something else is wrong.' });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit WELCOME10' }));
    await user.click(screen.getByRole('button', { name: texts.save }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent('Something else is wrong.');
  });

  it('pauses a code from the list (the same rules, Active off) and resumes it', async () => {
    const fake = fakeCouponsServer([coupon({ GenerIds: ['1'], BookIds: ['7'] })]);
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Pause WELCOME10' }));
    expect(await screen.findByRole('button', { name: 'Resume WELCOME10' })).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getByText(texts.paused)).toBeInTheDocument();
    expect(fake.saved).toEqual([
      {
        Code: 'WELCOME10',
        Kind: 'percent',
        Value: 10,
        MinTotal: 0,
        ValidFrom: null,
        ValidUntil: null,
        MaxUses: 100,
        MaxUsesPerUser: 1,
        GenerIds: ['1'],
        BookIds: ['7'],
        Active: false,
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'Resume WELCOME10' }));
    expect(await screen.findByRole('button', { name: 'Pause WELCOME10' })).toBeInTheDocument();
    expect(fake.saved[1]).toMatchObject({ Active: true });
  });

  it('pauses with the switch in the dialog', async () => {
    const fake = fakeCouponsServer([coupon()]);
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit WELCOME10' }));
    await user.click(screen.getByRole('switch', { name: texts.active }));
    await user.click(screen.getByRole('button', { name: texts.save }));
    await waitFor(() => expect(fake.saved).toEqual([expect.objectContaining({ Code: 'WELCOME10', Active: false })]));
  });

  describe('on a 390 px phone', () => {
    atPhoneWidth();

    it('shows a card per code, not a table, with its rules and actions', async () => {
      fakeCouponsServer([coupon()]);
      renderPage();
      const card = await screen.findByRole('listitem', { name: 'WELCOME10' });
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(within(card).getByText('10 % off')).toBeInTheDocument();
      expect(within(card).getByText(texts.uses).nextElementSibling).toHaveTextContent('3 / 100');
      expect(within(card).getByRole('button', { name: 'Edit WELCOME10' })).toBeInTheDocument();
      expect(within(card).getByRole('button', { name: 'Pause WELCOME10' })).toBeInTheDocument();
    });
  });
});
