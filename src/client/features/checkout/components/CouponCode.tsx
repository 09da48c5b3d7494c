/**
 * The cart's "Apply coupon" (decision 048): the code the shopper types, priced by the server
 * (previewCoupon) and shown on each line and in the total; checkout sends it, and the server prices
 * the order with it again. What the server refused is said under the field in its own words.
 *
 * Lazy code only (the cart): its texts and endpoint stay out of the home page's JavaScript.
 */
import { useCallback, useEffect, useState, type BaseSyntheticEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import type { ListItem } from '../../../../shared/contract/cart.contract';
import type { CouponLine, PreviewCouponResponse } from '../../../../shared/contract/coupons.contract';
import { couponTexts as texts } from '../../../../shared/coupon-texts';
import { formatRupees } from '../../../../shared/money';
import { FormTextField } from '../../../components/form/FormTextField';
import { priceText } from '../../../components/Price';
import { errorStatus, serverMessage } from '../../../lib/api';
import { visuallyHidden } from '../../../lib/visuallyHidden';
import { usePreviewCouponMutation } from '../coupon.api';
import { useTranslate } from '../../../i18n/translate';
import { checkoutMessages } from '../checkout.messages';

/** What checkout sends of an applied coupon, and where it says that the server refused it. */
export interface CheckoutCoupon {
  CouponCode: string;
  /** The total with the coupon (checkoutPage's `price`). */
  totalPaise: number;
  /** The order was refused because of the coupon (used up or changed meanwhile): show why, drop it. */
  onRefused: (message: string) => void;
}

interface CouponForm {
  CouponCode: string;
}

/** The shape only: whether a code exists, and applies, is the server's to say. */
const couponFormSchema = z.object({
  CouponCode: z.string().trim().min(1, texts.enterCode).max(64, texts.unknown),
});

/** The cart as the preview priced it: a line added, removed or repriced makes the preview stale. */
const cartKeyOf = (items: readonly ListItem[]) =>
  items.map((item) => `${item.Books.BookId}:${item.Books.Price}:${item.Books.Discount}`).join(',');

const refusalTexts: readonly string[] = [
  texts.unknown,
  texts.expired,
  texts.usedUp,
  texts.usedByYou,
  texts.notForTheseBooks,
  texts.changed,
];
/** The refusals that name a date or an amount, by what comes before it. */
const refusalStarts: readonly string[] = [
  texts.notStarted('\0').split('\0')[0]!,
  texts.belowMinimum(0).split(formatRupees(0))[0]!,
];

/** The server's Message when checkout refused the order because of its coupon (404 or 409 in couponTexts' words). */
export function couponRefusalOf(error: unknown): string | undefined {
  const status = errorStatus(error);
  if (status !== 404 && status !== 409) return undefined;
  const message = serverMessage(error);
  return refusalTexts.includes(message) || refusalStarts.some((start) => message.startsWith(start))
    ? message
    : undefined;
}

/**
 * The code applied to the cart: the form, the preview of the cart with it (null: none applied),
 * and what checkout sends. A preview is for the cart it priced; when the cart changes (a line
 * removed, added, repriced) the code is priced again, and dropped with the server's reason if it
 * no longer applies.
 */
export function useCouponCode(items: readonly ListItem[]) {
  const [previewCoupon, { isLoading }] = usePreviewCouponMutation();
  const form = useForm<CouponForm>({
    resolver: zodResolver(couponFormSchema),
    defaultValues: { CouponCode: '' },
  });
  const [applied, setApplied] = useState<{ cartKey: string; preview: PreviewCouponResponse } | null>(null);
  const cartKey = cartKeyOf(items);

  const refuse = useCallback(
    (message: string) => {
      setApplied(null);
      form.setError('CouponCode', { type: 'server', message });
    },
    [form],
  );

  const price = useCallback(
    async (code: string, forCart: string) => {
      try {
        const preview = await previewCoupon({ CouponCode: code }).unwrap();
        setApplied({ cartKey: forCart, preview });
      } catch (error) {
        // A 401 is answered by the session-expiry handler (logout with its own toast).
        if (errorStatus(error) === 401) setApplied(null);
        else refuse(serverMessage(error));
      }
    },
    [previewCoupon, refuse],
  );

  const apply = form.handleSubmit(({ CouponCode }) => price(CouponCode.trim(), cartKey));

  // The cart changed under the preview: price the same code for the cart as it is now.
  useEffect(() => {
    if (applied === null || applied.cartKey === cartKey) return;
    // A paid order empties the cart: nothing left to take a coupon.
    if (cartKey === '') setApplied(null);
    else void price(applied.preview.CouponCode, cartKey);
  }, [applied, cartKey, price]);

  // The Remove button goes with the coupon: the focus goes back to the field, once it has re-rendered.
  const [refocus, setRefocus] = useState(false);
  useEffect(() => {
    if (!refocus) return;
    form.setFocus('CouponCode');
    setRefocus(false);
  }, [refocus, form]);

  const remove = useCallback(() => {
    setApplied(null);
    form.reset({ CouponCode: '' });
    setRefocus(true);
  }, [form]);

  /** Only a preview of the cart as it is now is shown and sent. */
  const preview = applied !== null && applied.cartKey === cartKey ? applied.preview : null;
  const forCheckout: CheckoutCoupon | undefined = preview
    ? { CouponCode: preview.CouponCode, totalPaise: preview.Total, onRefused: refuse }
    : undefined;
  return { form, apply, remove, preview, forCheckout, pricing: isLoading || (applied !== null && !preview) };
}

/** A cart line's price with the coupon: before it struck through, then what the line costs. */
export function CouponLinePrice({ line }: { line: CouponLine }) {
  const t = useTranslate();
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'baseline', gap: 1, whiteSpace: 'nowrap' }}>
      <Typography component="del" sx={{ color: 'text.secondary', fontSize: '0.875rem' }}>
        <Box component="span" sx={visuallyHidden}>
          {`${t.text(texts.beforeCoupon)} `}
        </Box>
        {priceText(line.Price)}
      </Typography>
      <Typography component="span" color="price" sx={{ fontWeight: 700 }}>
        <Box component="span" sx={visuallyHidden}>
          {`${t.text(texts.withCoupon)} `}
        </Box>
        {priceText(line.Paid)}
      </Typography>
    </Box>
  );
}

interface CouponSectionProps {
  form: UseFormReturn<CouponForm>;
  apply: (event?: BaseSyntheticEvent) => Promise<void>;
  remove: () => void;
  preview: PreviewCouponResponse | null;
  /** A preview is on its way. */
  pricing: boolean;
  /** A checkout is under way. */
  disabled?: boolean;
}

/** "Apply coupon": the code and Apply (Enter applies too), then which code is applied, with Remove. */
export function CouponSection({ form, apply, remove, preview, pricing, disabled = false }: CouponSectionProps) {
  const t = useTranslate();
  return (
    <Paper variant="outlined" component="section" aria-labelledby="coupon-title" sx={{ mt: 3, p: { xs: 2, sm: 3 } }}>
      <Typography id="coupon-title" component="h2" variant="h6" sx={{ mb: 2 }}>
        {t.text(texts.apply)}
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => void apply(event)}
        sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5 }}
      >
        <FormTextField
          control={form.control}
          name="CouponCode"
          label={t.text(texts.field)}
          size="small"
          disabled={disabled}
          slotProps={{
            htmlInput: { maxLength: 64, autoCapitalize: 'characters', autoComplete: 'off', spellCheck: false },
            // The server's reason is announced as it appears (MUI links it by aria-describedby).
            formHelperText: { role: 'alert' },
          }}
        />
        <Button
          type="submit"
          variant="outlined"
          disabled={disabled || pricing}
          sx={{ flex: '0 0 auto', minHeight: 40 }}
        >
          {t.text(texts.applyButton)}
        </Button>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        {/* Always there, so that the applied code is announced when it appears. */}
        <Typography role="status" sx={{ fontWeight: 600, color: 'success.main', mt: preview ? 1.5 : 0 }}>
          {preview ? t(checkoutMessages.couponApplied, { code: preview.CouponCode }) : null}
        </Typography>
        {preview ? (
          <Button
            size="small"
            color="inherit"
            onClick={remove}
            disabled={disabled}
            aria-label={t(checkoutMessages.removeCoupon, { code: preview.CouponCode })}
            sx={{ mt: 1.5 }}
          >
            {t.text(texts.remove)}
          </Button>
        ) : null}
      </Box>
    </Paper>
  );
}
