import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPaths } from '../../../../shared/api-paths';
import { SUCCESS_STATUS } from '../../../../shared/constants';
import { taxTexts } from '../../../../shared/tax-texts';
import { shopBooks } from '../../../testing/fixtures';
import { fakeListsServer, listItem } from '../../../testing/lists';
import { openCheckout, useFakeRazorpay } from '../../../testing/razorpay';
import { renderWithProviders } from '../../../testing/render';
import { server } from '../../../testing/server';
import { loggedInState, serverSideProfile, sessionUser } from '../../../testing/session';
import { CartPage } from './CartPage';

const [river] = shopBooks as [(typeof shopBooks)[0]];

function renderCart() {
  return renderWithProviders(<CartPage />, { route: '/cart', preloadedState: loggedInState() });
}

describe("the cart's Billing details", () => {
  useFakeRazorpay();

  it('are prefilled from the profile and sent with Checkout', async () => {
    server.use(
      http.get(apiPaths.getProfile, () =>
        HttpResponse.json(
          { ...serverSideProfile(), Billing: { BillingName: 'Asha Verma', State: 'Karnataka', PinCode: '560034' } },
          { status: SUCCESS_STATUS },
        ),
      ),
    );
    const fake = fakeListsServer({ cart: [listItem(river)] });
    const { user } = renderCart();
    expect(await screen.findByRole('heading', { name: taxTexts.billingTitle })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(taxTexts.billingName)).toHaveValue('Asha Verma'));
    expect(screen.getByLabelText(taxTexts.billingState)).toHaveValue('Karnataka');
    expect(screen.getByLabelText(taxTexts.pinCode)).toHaveValue('560034');
    await openCheckout(user);
    expect(fake.bodiesTo(apiPaths.checkoutPage)).toEqual([
      {
        userId: sessionUser.userId,
        price: '399.20',
        bookId: ['1'],
        BillingName: 'Asha Verma',
        State: 'Karnataka',
        PinCode: '560034',
      },
    ]);
  });

  it('refuse a wrong PIN under its field and order nothing; Outside India takes no PIN', async () => {
    const fake = fakeListsServer({ cart: [listItem(river)] });
    const { user } = renderCart();
    await user.type(await screen.findByLabelText(taxTexts.billingName), 'Asha Verma');
    await user.selectOptions(screen.getByLabelText(taxTexts.billingState), 'Delhi');
    await user.type(screen.getByLabelText(taxTexts.pinCode), '012345');
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(await screen.findByText(taxTexts.pinCodeRule)).toBeInTheDocument();
    expect(fake.bodiesTo(apiPaths.checkoutPage)).toEqual([]);

    await user.selectOptions(screen.getByLabelText(taxTexts.billingState), taxTexts.outsideIndia);
    await waitFor(() => expect(screen.getByLabelText(taxTexts.pinCode)).toHaveValue(''));
    expect(screen.getByLabelText(taxTexts.pinCode)).toBeDisabled();
    await openCheckout(user);
    expect(fake.bodiesTo(apiPaths.checkoutPage)).toEqual([
      { userId: sessionUser.userId, price: '399.20', bookId: ['1'], BillingName: 'Asha Verma', State: 'Outside India' },
    ]);
  });
});
