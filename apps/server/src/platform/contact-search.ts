import type { ListQuery, Page } from '@tawi/contracts';
import { phoneSearchTerm } from '@tawi/domain';
import { matches, pageOf } from './paging';

interface Contact {
  name: string;
  contactName: string | null;
  email: string | null;
  phone: string | null;
  kraPin: string | null;
}

/**
 * A customer or supplier matches a search by name, contact, email, KRA PIN or phone; a phone typed
 * the local way (0712 345...) also finds the number stored as +254712345...
 */
export function matchesContact(contact: Contact, search: string | undefined): boolean {
  if (matches(contact, search, ['name', 'contactName', 'email', 'phone', 'kraPin'])) return true;
  const phone = search ? phoneSearchTerm(search) : undefined;
  return phone !== undefined && (contact.phone?.includes(phone) ?? false);
}

/** One page of the customers or suppliers matching `q.search`, sorted by name, balance or age. */
export function contactPage<T extends Contact & { balance: number; createdAt: string }>(
  all: T[],
  q: ListQuery,
): Page<T> {
  return pageOf(
    all.filter((c) => matchesContact(c, q.search)),
    q,
    ['name', 'balance', 'createdAt'],
  );
}
