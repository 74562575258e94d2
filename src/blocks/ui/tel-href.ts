/** A phone number as written for people (`+44 20 7946 0321`) as its `tel:` link, without spaces. */
export const telHref = (number: string) => `tel:${number.replaceAll(' ', '')}`
