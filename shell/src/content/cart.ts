import type { Translations } from 'shared';

/** The cart drawer's copy. Line titles are the items' own, as the cart stored them. */
export interface CartCopy {
  title: string;
  close: string;
  empty: string;
  decrease: (title: string) => string;
  quantity: (title: string) => string;
  increase: (title: string) => string;
  remove: (title: string) => string;
  subtotal: string;
  checkoutNote: string;
  emptyCart: string;
}

export const CART_COPY: Translations<CartCopy> = {
  en: {
    title: 'Your cart',
    close: 'Close cart',
    empty: 'Your cart is empty. Add merchandise from the E-Shop.',
    decrease: (title) => `Decrease quantity of ${title}`,
    quantity: (title) => `Quantity of ${title}`,
    increase: (title) => `Increase quantity of ${title}`,
    remove: (title) => `Remove ${title}`,
    subtotal: 'Subtotal',
    checkoutNote:
      'Checkout is not available: Expo Guide does not sell anything online. Your cart is saved on this device so you can plan your purchases.',
    emptyCart: 'Empty cart',
  },
  ar: {
    title: 'سلة التسوق',
    close: 'إغلاق سلة التسوق',
    empty: 'سلة التسوق فارغة. أضف منتجات من المتجر الإلكتروني.',
    decrease: (title) => `إنقاص كمية ${title}`,
    quantity: (title) => `كمية ${title}`,
    increase: (title) => `زيادة كمية ${title}`,
    remove: (title) => `إزالة ${title}`,
    subtotal: 'المجموع الفرعي',
    checkoutNote:
      'إتمام الشراء غير متاح: لا يبيع دليل إكسبو أي شيء عبر الإنترنت. تُحفظ سلة التسوق على هذا الجهاز لتساعدك في التخطيط لمشترياتك.',
    emptyCart: 'إفراغ السلة',
  },
};
