import { phoneSearchTerm } from '@tawi/domain';
import { matches } from './paging';

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
