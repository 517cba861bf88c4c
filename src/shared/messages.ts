import { msg } from '@lingui/core/macro';

// The messages of SPEC §5 (validation) and §8 (errors, successes, empty states), in one place so
// every screen says the same thing the same way. Shown with i18n._(message) or useLingui's _().

export const validation = {
  required: msg`Value is required`,
  email: msg`Value is not a valid email address`,
  numeric: msg`Value must be numeric`,
  minLength: (min: number) => msg`This field should be at least ${min} characters long`,
  maxLength: (max: number) => msg`The maximum length allowed is ${max}`,
  sameAs: msg`The value must be equal to the other value`,
  cardNumberRequired: msg`Card number is required`,
  cardNumberInvalid: msg`Card number is invalid`,
  expiryRequired: msg`Expiry date is required`,
  expiryInvalid: msg`Expiry date is invalid (use MM/YY)`,
  cvvRequired: msg`CVV is required`,
  cvvInvalid: msg`CVV is invalid`,
  cardHolderRequired: msg`Card holder name is required`,
  cardHolderInvalid: msg`Card holder name is invalid`,
  phoneRequired: msg`Phone number is required`,
  phoneInvalid: msg`Invalid phone number`,
  phoneInvalidCountry: msg`Invalid country code`,
  phoneTooShort: msg`Phone number is too short`,
  phoneTooLong: msg`Phone number is too long`,
  phoneValid: msg`Valid phone number`,
  termsRequired: msg`Terms and conditions must be agreed upon`,
  nameRequired: msg`Name is required`,
  quantityRequired: msg`Quantity is required`,
  couponRequired: msg`Please enter a coupon code`,
  addressRequired: msg`Please select an address`,
  recipientRequired: msg`Please, fill recipient data`,
  personalIdRequired: msg`Please, fill personal ID`,
  cartEmpty: msg`Cart is empty`,
  loginToComment: msg`Please Login To Add Comment`,
};

/** The shared failure handler's toasts, by response status (SPEC §8). */
export const failures = {
  notFound: msg`User Not Found`,
  unauthorized: msg`Email or Password is incorrect`,
  forbidden: msg`Access Forbidden`,
  other: msg`Something went wrong`,
  /** A 401 to a signed-in shopper's call: the token has expired or was revoked. */
  sessionEnded: msg`Your session has ended, please sign in again`,
};

export const errors = {
  somethingWentWrong: msg`Something went wrong`,
  loginIncorrect: msg`Email or Password is Incorrect`,
  verifyEmail: msg`Please Verify Email Address`,
  otpInvalid: msg`OTP not valid`,
  loginFailed: msg`Login failed`,
  registerFailed: msg`Register failed`,
  commentFailed: msg`Failed to send comment`,
  commentsLoadFailed: msg`Failed to get comments`,
  cartRemoveFailed: msg`Failed to remove product from cart`,
  cartUpdateFailed: msg`Failed to update cart`,
  addressFailed: msg`Error adding address`,
  addressUpdateFailed: msg`Error updating address`,
  addressDeleteFailed: msg`Error deleting address`,
  paymentFailed: msg`Error in payment`,
  offline: msg`You are currently offline. Please check your internet connection.`,
  productNotFound: msg`Product not found`,
  pageNotFound: msg`Page not found`,
  unavailable: msg`The store is temporarily unavailable`,
  loginToFavorites: msg`Please login to add to favorites`,
  loginToCart: msg`Please login to add to cart`,
  loginToCompare: msg`Please login to add to compare`,
  favoritesFailed: msg`Failed to update favorites!`,
  cartFailed: msg`Failed to update cart!`,
  compareFailed: msg`Failed to update compare!`,
  loginToComment: validation.loginToComment, // the toast a guest gets on sending a comment (SPEC §5, §6)
};

export const successes = {
  login: msg`Logged in successfully`,
  registered: msg`Registered successfully, please verify your email`,
  verified: msg`Email verified successfully`,
  otpSent: msg`OTP sent to your email`,
  otpResent: msg`OTP resent`,
  passwordReset: msg`Password reset successfully`,
  addedToFavorites: msg`Added to favorites`,
  removedFromFavorites: msg`Removed from favorites`,
  addedToCompare: msg`Added to compare`,
  removedFromCompare: msg`Removed from compare`,
  cartUpdated: msg`Cart updated`,
  removedFromCart: msg`Product removed from cart`,
  couponApplied: msg`Coupon applied`,
  addressAdded: msg`Address added`,
  addressUpdated: msg`Address updated`,
  addressDeleted: msg`Address deleted`,
  defaultAddressChanged: msg`Default address changed`,
  orderPlaced: msg`Order placed successfully`,
  commentSent: msg`Comment sent`,
  messageSent: msg`Message sent`,
  profileUpdated: msg`Profile updated`,
  loggedOut: msg`Log out Successfully`,
  linkCopied: msg`Link copied`,
};

export const emptyStates = {
  orders: msg`No orders yet`,
  products: msg`No products found`,
  comments: msg`No comments yet`,
  favorites: msg`No favorites yet`,
  compare: msg`No compare data`,
  categories: msg`No categories`,
  cart: msg`No items in the cart`,
  storeProducts: msg`No products in the store yet`,
  features: msg`No features`,
  testimonials: msg`No testimonials`,
  searchNoMatch: msg`No products found with this name`,
};
