import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPaths } from '../../../../shared/api-paths';
import { SUCCESS_STATUS } from '../../../../shared/constants';
import { applyCoupon } from '../../../../shared/coupon-arithmetic';
import { couponApiPaths } from '../../../../shared/coupon-api-paths';
import { couponTexts } from '../../../../shared/coupon-texts';
import type { PreviewCouponResponse } from '../../../../shared/contract/coupons.contract';
import { discountedPaiseOf, paiseToAmountString } from '../../../../shared/money';
import { shopBooks } from '../../../testing/fixtures';
import { checkoutAnswer, fakeListsServer, listItem } from '../../../testing/lists';
import { FakeRazorpay, openCheckout, useFakeRazorpay } from '../../../testing/razorpay';
import { renderWithProviders } from '../../../testing/render';
import { server } from '../../../testing/server';
import { loggedInState, sessionUser } from '../../../testing/session';
import { CartPage } from './CartPage';

const [river, malabar, laughing] = shopBooks as [(typeof shopBooks)[0], (typeof shopBooks)[0], (typeof shopBooks)[0]];

/** WELCOME10: 10 % off every book; OLDCODE has expired. */
const PERCENT_BP = 1000;

/**
 * The cart's lists from fakeListsServer, with previewCoupon pricing its cart by the shared
 * arithmetic, and a checkoutPage that takes the coupon's total (or answers `checkoutRefusal`).
 */
function fakeCouponServer(cart: ReturnType<typeof listItem>[], { checkoutRefusal }: { checkoutRefusal?: string } = {}) {
  const fake = fakeListsServer({ cart });
  const bodies: Record<string, unknown[]> = { preview: [], checkout: [] };
  const priced = (code: string): PreviewCouponResponse => {
    const pricing = applyCoupon(
      fake.state.cart.map((item) => ({
        bookId: Number(item.Books.BookId),
        pricePaise: discountedPaiseOf(item.Books),
        eligible: true,
      })),
      { kind: 'percent', percentBp: PERCENT_BP },
    );
    return {
      CouponCode: code,
      Lines: pricing.lines.map((line) => ({
        BookId: String(line.bookId),
        Price: line.pricePaise,
        Discount: line.discountPaise,
        Paid: line.paidPaise,
      })),
      Subtotal: pricing.subtotalPaise,
      Discount: pricing.discountPaise,
      Total: pricing.totalPaise,
    };
  };
  server.use(
    http.post(couponApiPaths.previewCoupon, async ({ request }) => {
      const body = (await request.json()) as { CouponCode: string };
      bodies.preview!.push(body);
      const code = body.CouponCode.toUpperCase();
      if (code === 'OLDCODE') return HttpResponse.json({ Message: couponTexts.expired }, { status: 409 });
      if (code !== 'WELCOME10') return HttpResponse.json({ Message: couponTexts.unknown }, { status: 404 });
      return HttpResponse.json(priced(code), { status: SUCCESS_STATUS });
    }),
    http.post(apiPaths.checkoutPage, async ({ request }) => {
      const body = (await request.json()) as { price: string; CouponCode?: string };
      bodies.checkout!.push(body);
      if (checkoutRefusal) return HttpResponse.json({ Message: checkoutRefusal }, { status: 409 });
      const total = body.CouponCode
        ? priced(body.CouponCode).Total
        : fake.state.cart.reduce((sum, item) => sum + discountedPaiseOf(item.Books), 0);
      if (body.price !== paiseToAmountString(total)) return HttpResponse.json({ Message: 'repriced' }, { status: 409 });
      return HttpResponse.json(checkoutAnswer(total), { status: SUCCESS_STATUS });
    }),
  );
  return { ...fake, bodies };
}

function renderCart() {
  return renderWithProviders(<CartPage />, { route: '/cart', preloadedState: loggedInState() });
}

const rowOf = (name: string) => screen.getByRole('link', { name }).closest('li')!;

describe("the cart's Apply coupon", () => {
  useFakeRazorpay();

  it('applies a code: each line struck through and discounted, the coupon row and the new total, sent with Checkout', async () => {
    const fake = fakeCouponServer([listItem(river), listItem(laughing)]);
    const { user } = renderCart();
    await user.type(await screen.findByRole('textbox', { name: couponTexts.field }), 'welcome10{Enter}');

    expect(await screen.findByRole('status')).toHaveTextContent(couponTexts.applied('WELCOME10'));
    // ₹399.20 - 10 % = ₹359.28; ₹150.00 - 10 % = ₹135.00.
    const first = rowOf('The River Remembers');
    expect(within(first).getByText('₹399.20').closest('del')).toBeInTheDocument();
    expect(within(first).getByText('₹359.28')).toBeInTheDocument();
    expect(within(rowOf('Laughing Gas')).getByText('₹135.00')).toBeInTheDocument();
    expect(screen.getByText('Coupon WELCOME10:').parentElement).toHaveTextContent('Coupon WELCOME10:−₹54.92');
    expect(screen.getByText(/^Total:/)).toHaveTextContent('Total: ₹494.28');
    expect(fake.bodies.preview).toEqual([{ CouponCode: 'welcome10' }]);

    const rzp = await openCheckout(user);
    expect(fake.bodies.checkout).toEqual([
      { userId: sessionUser.userId, price: '494.28', bookId: ['1', '9'], CouponCode: 'WELCOME10' },
    ]);
    expect(rzp.options.amount).toBe(49428);
  });

  it("shows the server's reason under the field and keeps the full price", async () => {
    const fake = fakeCouponServer([listItem(river)]);
    const { user } = renderCart();
    const field = await screen.findByRole('textbox', { name: couponTexts.field });
    await user.type(field, 'OLDCODE');
    await user.click(screen.getByRole('button', { name: couponTexts.applyButton }));

    expect(await screen.findByRole('alert')).toHaveTextContent(couponTexts.expired);
    expect(field).toHaveAccessibleDescription(couponTexts.expired);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(/^Total:/)).toHaveTextContent('Total: ₹399.20');
    expect(screen.queryByText(/^Coupon OLDCODE/)).not.toBeInTheDocument();

    await openCheckout(user);
    expect(fake.bodies.checkout).toEqual([{ userId: sessionUser.userId, price: '399.20', bookId: ['1'] }]);
  });

  it('asks for a code before asking the server', async () => {
    const fake = fakeCouponServer([listItem(river)]);
    const { user } = renderCart();
    await user.click(await screen.findByRole('button', { name: couponTexts.applyButton }));
    expect(await screen.findByRole('alert')).toHaveTextContent(couponTexts.enterCode);
    expect(fake.bodies.preview).toEqual([]);
  });

  it('Remove gives the full price back, and Checkout then sends no code', async () => {
    const fake = fakeCouponServer([listItem(river), listItem(laughing)]);
    const { user } = renderCart();
    await user.type(await screen.findByRole('textbox', { name: couponTexts.field }), 'WELCOME10{Enter}');
    await waitFor(() => expect(screen.getByText(/^Total:/)).toHaveTextContent('₹494.28'));

    await user.click(screen.getByRole('button', { name: 'Remove coupon WELCOME10' }));
    expect(screen.getByText(/^Total:/)).toHaveTextContent('Total: ₹549.20');
    expect(within(rowOf('The River Remembers')).queryByText('₹359.28')).not.toBeInTheDocument();
    expect(screen.queryByText('Coupon WELCOME10:')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: couponTexts.field })).toHaveFocus();

    await openCheckout(user);
    expect(fake.bodies.checkout).toEqual([{ userId: sessionUser.userId, price: '549.20', bookId: ['1', '9'] }]);
  });

  it('prices the code again when a line is removed', async () => {
    const fake = fakeCouponServer([listItem(river, '501'), listItem(malabar, '502')]);
    const { user } = renderCart();
    await user.type(await screen.findByRole('textbox', { name: couponTexts.field }), 'WELCOME10{Enter}');
    // ₹399.20 + ₹315.00 = ₹714.20, less 10 %.
    await waitFor(() => expect(screen.getByText(/^Total:/)).toHaveTextContent('₹642.78'));

    await user.click(screen.getByRole('button', { name: 'Remove The River Remembers from cart' }));
    await waitFor(() => expect(screen.getByText(/^Total:/)).toHaveTextContent('Total: ₹283.50'));
    expect(fake.bodies.preview).toEqual([{ CouponCode: 'WELCOME10' }, { CouponCode: 'WELCOME10' }]);
    expect(screen.getByText('Coupon WELCOME10:').parentElement).toHaveTextContent('−₹31.50');
  });

  it('a coupon checkout refuses (used up meanwhile) is said under the field and dropped: the full price shows again', async () => {
    const fake = fakeCouponServer([listItem(river)], { checkoutRefusal: couponTexts.usedUp });
    const { user } = renderCart();
    await user.type(await screen.findByRole('textbox', { name: couponTexts.field }), 'WELCOME10{Enter}');
    await waitFor(() => expect(screen.getByText(/^Total:/)).toHaveTextContent('₹359.28'));

    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(couponTexts.usedUp);
    expect(screen.getByText(/^Total:/)).toHaveTextContent('Total: ₹399.20');
    expect(screen.queryByText('Coupon WELCOME10:')).not.toBeInTheDocument();
    expect(fake.bodies.checkout).toEqual([
      { userId: sessionUser.userId, price: '359.28', bookId: ['1'], CouponCode: 'WELCOME10' },
    ]);
    expect(FakeRazorpay.instances).toHaveLength(0);
  });
});
