/** The home hero's typing effect (spec section 2), in milliseconds; it loops forever. */
export const TYPED_TIMING = {
  startDelay: 300,
  typeSpeed: 100,
  backSpeed: 50,
  backDelay: 2000,
} as const
